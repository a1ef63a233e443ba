import { expect, test } from '@playwright/test'
import { discoverPublicLinks } from './support'

test('sitemap.xml lists every public page in both languages with alternates', async ({
  request,
  baseURL,
}) => {
  const links = await discoverPublicLinks(request)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  for (const path of [
    '/',
    '/ar',
    ...links.projects,
    ...links.developers,
    ...links.projects.map((p) => `${p}/ar`),
  ]) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(xml).toContain(`hreflang="ar" href="${baseURL}${links.projects[0]}/ar"`)
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}${links.projects[0]}"`)
  for (const hidden of ['/palm-valley', '/new-giza-terraces', '/marina-walk']) {
    expect(xml).not.toContain(`${baseURL}${hidden}<`)
  }
})

test('robots.txt keeps /admin out and points at the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
