import { expect, test, type Page } from '@playwright/test'
import { pageViolations } from './axe'
import { discoverPublicLinks, expectDocumentLanguage, waitForHydration } from './support'

// One pass over every public page in both languages, each page opened once: status, language,
// its heading, and axe (serious and critical findings, and accessible names that do not contain
// the visible label). Split in three so the pass is spread over workers.

/** Opens a page and checks what every page must be; returns its axe findings. */
async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await expectDocumentLanguage(page, path === '/ar' || path.endsWith('/ar') ? 'ar' : 'en')
  await waitForHydration(page)
  return pageViolations(page, path)
}

const arabicScript = /[\u0600-\u06FF]/

test('home, the 404 page and every developer page, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { developers } = await discoverPublicLinks(request)
  const found: string[] = []
  for (const path of ['/', '/ar']) found.push(...(await visit(page, path)))
  for (const path of ['/no-such-page', '/no-such-page/ar'])
    found.push(...(await visit(page, path, 404)))
  for (const path of developers) {
    found.push(...(await visit(page, path)))
    found.push(...(await visit(page, `${path}/ar`)))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicScript)
  }
  expect(found).toEqual([])
})

for (const half of [0, 1]) {
  test(`every project page answers in both languages with its own title (${half ? 'second' : 'first'} half)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const { projects } = await discoverPublicLinks(request)
    const middle = Math.ceil(projects.length / 2)
    const found: string[] = []
    for (const path of half ? projects.slice(middle) : projects.slice(0, middle)) {
      found.push(...(await visit(page, path)))
      const titleEn = await page.getByRole('heading', { level: 1 }).textContent()
      expect(titleEn?.trim(), path).toBeTruthy()
      found.push(...(await visit(page, `${path}/ar`)))
      const titleAr = await page.getByRole('heading', { level: 1 }).textContent()
      expect(titleAr, `${path}/ar`).toMatch(arabicScript)
      expect(titleAr).not.toBe(titleEn)
    }
    expect(found).toEqual([])
  })
}
