import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type PublicLinks = { projects: string[]; developers: string[] }

/** Project and developer URLs as the English home page links them (seeded content). */
export async function discoverPublicLinks(request: APIRequestContext): Promise<PublicLinks> {
  const html = await (await request.get('/')).text()
  const hrefs = [...html.matchAll(/href="(\/[^"?#]*)"/g)].map((m) => m[1]!)
  const developers = [...new Set(hrefs.filter((h) => /^\/developers\/[a-z0-9-]+$/.test(h)))]
  const projects = [
    ...new Set(hrefs.filter((h) => /^\/[a-z0-9-]+$/.test(h) && h !== '/ar' && h !== '/en')),
  ]
  expect(projects.length, 'the home page links seeded projects').toBeGreaterThanOrEqual(7)
  expect(developers.length, 'the home page links seeded developers').toBeGreaterThanOrEqual(3)
  return { projects, developers }
}

export async function expectDocumentLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}
