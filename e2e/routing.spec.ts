import { expect, test } from '@playwright/test'
import { discoverPublicLinks, expectDocumentLanguage, type PublicLinks } from './support'

let links: PublicLinks

test.beforeAll(async ({ request }) => {
  links = await discoverPublicLinks(request)
})

test('home answers in English at / and in Arabic at /ar', async ({ page }) => {
  const en = await page.goto('/')
  expect(en?.status()).toBe(200)
  await expectDocumentLanguage(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your home in Egypt, calmly',
  )

  const ar = await page.goto('/ar')
  expect(ar?.status()).toBe(200)
  await expectDocumentLanguage(page, 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختار بيتك في مصر بثقة وراحة بال')
})

test('aliases redirect permanently to the canonical URL, keeping the query string', async ({
  request,
}) => {
  const project = links.projects[0]!
  const developer = links.developers[0]!
  const cases: [string, string][] = [
    ['/en?gclid=abc', '/?gclid=abc'],
    [`${project}/en?unit=x&gclid=1`, `${project}?unit=x&gclid=1`],
    [`/ar${project}?gbraid=2`, `${project}/ar?gbraid=2`],
    [`/ar${developer}?wbraid=3`, `${developer}/ar?wbraid=3`],
    [`${developer}/en`, developer],
    [`/en${project}`, project],
  ]
  for (const [alias, canonical] of cases) {
    const response = await request.get(alias, { maxRedirects: 0 })
    expect(response.status(), alias).toBe(308)
    expect(
      new URL(response.headers().location!, 'http://x').pathname +
        new URL(response.headers().location!, 'http://x').search,
    ).toBe(canonical)
  }
})

test('switching language keeps the same page', async ({ page }) => {
  const project = links.projects[0]!
  await page.goto(project)
  await page.getByRole('link', { name: 'View this page in Arabic' }).click()
  await expect(page).toHaveURL(new RegExp(`${project}/ar$`))
  await expectDocumentLanguage(page, 'ar')
  await page.getByRole('link', { name: 'عرض هذه الصفحة بالإنجليزية' }).click()
  await expect(page).toHaveURL(new RegExp(`${project}$`))
})

test('unknown slugs answer HTTP 404 with the 404 page, in the right language', async ({ page }) => {
  // Seeded edge cases: a draft, an inactive and a soft-deleted project are never public.
  const hidden = ['/palm-valley', '/new-giza-terraces', '/marina-walk']
  const deep = ['/a/b/c', '/the-crest-residence/unit/apartment-2br-135', '/developers/x/y']
  for (const path of ['/no-such-project', '/developers/no-such-developer', ...deep, ...hidden]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect(page).toHaveTitle('404 · Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  }
  for (const path of ['/no-such-project/ar', '/developers/no-such-developer/ar']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('للأسف! الصفحة دي مش موجودة')).toBeVisible()
    await expect(page.getByRole('link', { name: 'ارجع للرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    )
  }
})
