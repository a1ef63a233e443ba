import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type PublicLinks = { projects: string[]; developers: string[] }

/** Project and developer URLs of the seeded content, as the sitemap lists them (English). */
export async function discoverPublicLinks(request: APIRequestContext): Promise<PublicLinks> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const english = paths.filter((p) => p !== '/' && !p.endsWith('/ar'))
  const developers = english.filter((p) => /^\/developers\/[a-z0-9-]+$/.test(p))
  const projects = english.filter((p) => /^\/[a-z0-9-]+$/.test(p))
  expect(projects.length, 'the sitemap lists the seeded projects').toBeGreaterThanOrEqual(7)
  expect(developers.length, 'the sitemap lists the seeded developers').toBeGreaterThanOrEqual(3)
  return { projects, developers }
}

export async function expectDocumentLanguage(page: Page, lang: 'en' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}
