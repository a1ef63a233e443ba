import { expect, test, type Page } from '@playwright/test'

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .map((text) => JSON.parse(text) as { '@context': string; '@type': string })
    .map((b) => {
      expect(b['@context']).toBe('https://schema.org')
      return b['@type']
    })
}

test('home carries RealEstateAgent JSON-LD in both languages', async ({ page }) => {
  for (const path of ['/', '/ar']) {
    await page.goto(path)
    expect(await jsonLdTypes(page)).toEqual(['RealEstateAgent'])
  }
})

test('a project page carries its breadcrumb, organization, listing and FAQ JSON-LD', async ({
  page,
}) => {
  await page.goto('/the-crest-residence/ar')
  expect(await jsonLdTypes(page)).toEqual([
    'BreadcrumbList',
    'Organization',
    'RealEstateListing',
    'FAQPage',
  ])
  const listing = await page.locator('script[type="application/ld+json"]').nth(2).textContent()
  expect(JSON.parse(listing!).name).toBe('ذا كرست ريزيدنس')
})
