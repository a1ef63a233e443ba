import { expect, test } from '@playwright/test'

/** Words only the back office uses: none may ship in a public page's JavaScript. */
const ADMIN_ONLY = [
  'Update stage',
  'Erase personal data',
  'Download conversions',
  'Leads per day',
  'Lead moved to',
  'Admin Portal',
]

test('public pages carry no admin or chart code in their JavaScript', async ({ page, request }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url())
  })
  for (const path of ['/', '/ar', '/the-crest-residence', '/the-crest-residence/ar']) {
    await page.goto(path)
    // The lead forms load as the visitor scrolls near them: wait for the loaded form.
    const home = !path.startsWith('/the-')
    const section = page.locator(home ? '#consultation' : '#lead-form')
    await section.scrollIntoViewIfNeeded()
    await expect(home ? section.locator('form') : section.getByRole('progressbar')).toBeVisible()
  }
  expect(scripts.size).toBeGreaterThan(3)
  for (const url of scripts) {
    const source = await (await request.get(url)).text()
    const found = ADMIN_ONLY.filter((word) => source.includes(word))
    expect(found, url).toEqual([])
  }
})
