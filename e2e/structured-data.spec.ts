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

test('developer and project pages carry the company’s RealEstateAgent JSON-LD in their language', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/developers/nile-crest', 'Masar Property Advisory'],
    ['/developers/nile-crest/ar', 'مسار للاستشارات العقارية'],
    ['/capital-heights', 'Masar Property Advisory'],
    ['/capital-heights/ar', 'مسار للاستشارات العقارية'],
  ] as const) {
    await page.goto(path)
    expect(await jsonLdTypes(page), path).toContain('RealEstateAgent')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const agent = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'RealEstateAgent')
    expect(agent, path).toMatchObject({
      name,
      inLanguage: path.endsWith('/ar') ? 'ar' : 'en',
      url: expect.stringMatching(path.endsWith('/ar') ? /\/ar$/ : /\/$/),
      areaServed: { '@type': 'Country', name: 'Egypt' },
    })
  }
})

test('a project page carries its breadcrumb, organization, listing and FAQ JSON-LD', async ({
  page,
}) => {
  await page.goto('/the-crest-residence/ar')
  expect(await jsonLdTypes(page)).toEqual([
    'RealEstateAgent',
    'BreadcrumbList',
    'Organization',
    'RealEstateListing',
    'FAQPage',
  ])
  const listing = await page.locator('script[type="application/ld+json"]').nth(3).textContent()
  expect(JSON.parse(listing!).name).toBe('ذا كرست ريزيدنس')
})
