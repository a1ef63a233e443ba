import { expect, test } from '@playwright/test'
import { discoverPublicLinks } from './support'

/** The served HTML's text without its scripts (what a browser without JavaScript shows). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

test('no page repeats an id in its served HTML', async ({ request }) => {
  const links = await discoverPublicLinks(request)
  const english = ['/', links.projects[0]!, links.developers[0]!, '/no-such-page']
  for (const path of english.flatMap((p) => [p, p === '/' ? '/ar' : `${p}/ar`])) {
    const html = (await (await request.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '')
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index)
    expect(repeated, path).toEqual([])
  }
})

test('an unknown project or developer URL answers a complete 404 page in the served HTML, in both languages', async ({
  request,
}) => {
  for (const [path, title, home] of [
    ['/no-such-project', 'Oops! Page not found', 'Return to Home'],
    ['/no-such-project/ar', 'للأسف! الصفحة دي مش موجودة', 'ارجع للرئيسية'],
    ['/developers/no-such-developer', 'Oops! Page not found', 'Return to Home'],
    ['/developers/no-such-developer/ar', 'للأسف! الصفحة دي مش موجودة', 'ارجع للرئيسية'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    const text = visibleText(html)
    expect(text, path).toContain('404')
    expect(text, path).toContain(title)
    expect(text, path).toContain(home)
    expect(html, path).not.toContain('project-skeleton-page')
    expect(html, path).toContain('<footer')
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the 404 page has the header, the footer, popular projects and a way home', async ({
    page,
  }) => {
    for (const [path, home, projects] of [
      ['/developers/no-such-developer', 'Return to Home', 'Popular projects to explore'],
      ['/no-such-project/ar', 'ارجع للرئيسية', 'مشروعات مطلوبة قد تهمك'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByTestId('project-skeleton-page')).toHaveCount(0)
      await expect(page.locator('header').getByRole('link').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      const suggestions = page.locator('section', {
        has: page.getByRole('heading', { name: projects }),
      })
      expect(await suggestions.getByRole('link').count()).toBeGreaterThanOrEqual(1)
      await page.getByRole('link', { name: home }).click()
      await expect(page).toHaveURL(path.endsWith('/ar') ? /\/ar$/ : /\/$/)
    }
  })
})
