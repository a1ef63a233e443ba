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
  const block = async (index: number) =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').nth(index).textContent())!)
  const listing = await block(3)
  expect(listing.name).toBe('ذا كرست ريزيدنس')
  // The starting price as an offer; the Arabic breadcrumb on Arabic pages, absolute URLs.
  expect(listing.offers).toMatchObject({
    '@type': 'Offer',
    price: expect.any(Number),
    priceCurrency: 'EGP',
  })
  const crumbs = (await block(1)).itemListElement.map((item: { item: string }) => item.item)
  expect(crumbs).toEqual([
    expect.stringMatching(/^https?:\/\/[^/]+\/developers\/nile-crest\/ar$/),
    expect.stringMatching(/^https?:\/\/[^/]+\/the-crest-residence\/ar$/),
  ])
})
