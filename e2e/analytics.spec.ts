import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

type DataLayerEvent = { event?: string; page_path?: string; page_title?: string }
const pageViews = (events: DataLayerEvent[]) => events.filter((e) => e.event === 'page_view')

test('a page view is pushed on load and on client navigation, with path and the new page’s title', async ({
  page,
}) => {
  await page.goto('/developers/nile-crest')
  await expect
    .poll(async () =>
      pageViews(
        await page.evaluate(
          () => (window as never as { dataLayer: DataLayerEvent[] }).dataLayer ?? [],
        ),
      ),
    )
    .toHaveLength(1)
  const developerTitle = await page.title()
  expect(developerTitle).toContain('Nile Crest')
  await page
    .getByRole('link', { name: /The Crest Residence/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/the-crest-residence$/)
  await expect
    .poll(async () =>
      pageViews(
        await page.evaluate(
          () => (window as never as { dataLayer: DataLayerEvent[] }).dataLayer ?? [],
        ),
      ).map((e) => [e.page_path, e.page_title]),
    )
    .toEqual([
      ['/developers/nile-crest', developerTitle],
      ['/the-crest-residence', 'The Crest Residence, New Cairo | Masar Property Advisory'],
    ])
})

test('click ids from the address are kept in local storage and merged', async ({ page }) => {
  await page.goto('/?gclid=first&gbraid=g1')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('click_ids_v1')))
    .toContain('first')
  await page.goto('/ar?gclid=second')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('click_ids_v1')))
    .toContain('second')
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('click_ids_v1') ?? 'null'),
  )
  expect(stored).toMatchObject({ gclid: 'second', gbraid: 'g1' })
  expect(typeof stored.ts).toBe('number')
})

test('chat and phone links push whatsapp_click and phone_click with their placement', async ({
  page,
}) => {
  await page.route('https://api.whatsapp.com/**', (route) => route.abort())
  await page.goto('/the-crest-residence/ar')
  await page
    .locator('a[data-phone-location="header"]')
    .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await page.locator('a[data-phone-location="header"]').click()
  await page
    .locator('a[data-phone-location="footer"]')
    .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await page.locator('a[data-phone-location="footer"]').click()
  await page
    .getByRole('link', { name: 'تواصل عبر واتساب' })
    .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await page.getByRole('link', { name: 'تواصل عبر واتساب' }).click()
  // Clicks before the tracker started are kept and pushed once it does.
  const clicks = () =>
    page.evaluate(() =>
      (
        (window as never as { dataLayer: { event?: string; click_location?: string }[] })
          .dataLayer ?? []
      )
        .filter((e) => e.event === 'phone_click' || e.event === 'whatsapp_click')
        .map((e) => `${e.event}:${e.click_location}`),
    )
  await expect
    .poll(clicks)
    .toEqual(['phone_click:header', 'phone_click:footer', 'whatsapp_click:floating'])
})

test('the home chat button pushes whatsapp_click from the hero, in both languages', async ({
  page,
}) => {
  for (const path of ['/', '/ar']) {
    await page.goto(path)
    const hero = page.locator('a[data-whatsapp-location="hero"]')
    await hero.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
    // Clicked at once, before the page hydrates: the click is kept and counted once it has.
    await hero.click()
    const events = () =>
      page.evaluate(() =>
        (
          (window as never as { dataLayer: { event?: string; click_location?: string }[] })
            .dataLayer ?? []
        ).filter((e) => e.event === 'whatsapp_click'),
      )
    await expect.poll(events, path).toEqual([{ event: 'whatsapp_click', click_location: 'hero' }])
    await waitForHydration(page)
    expect(await events(), path).toEqual([{ event: 'whatsapp_click', click_location: 'hero' }])
  }
})

test('click ids older than 90 days are dropped; newer ones are kept', async ({ page }) => {
  const day = 24 * 60 * 60 * 1000
  await page.goto('/ar')
  await page.evaluate(
    ({ ts }) => localStorage.setItem('click_ids_v1', JSON.stringify({ gclid: 'stale', ts })),
    { ts: Date.now() - 91 * day },
  )
  await page.goto('/?wbraid=fresh')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('click_ids_v1') ?? 'null')))
    .toMatchObject({ wbraid: 'fresh' })
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('click_ids_v1')!))
  expect(stored.gclid).toBeUndefined() // the expired record did not merge into the new one

  await page.evaluate(
    ({ ts }) => localStorage.setItem('click_ids_v1', JSON.stringify({ gclid: 'recent', ts })),
    { ts: Date.now() - 89 * day },
  )
  await page.goto('/?gbraid=new')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('click_ids_v1') ?? 'null')))
    .toMatchObject({ gclid: 'recent', gbraid: 'new' })
})

test('each client navigation calls the global route-change hook once, in Arabic too', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, {
      routeCalls: calls,
      __onRouteChange: (path: string) => calls.push(path),
    })
  })
  await page.goto('/developers/nile-crest/ar')
  // A click on a link of a section that has not hydrated yet is a full page load, not a
  // client navigation.
  await waitForHydration(page)
  await expect
    .poll(() => page.evaluate(() => (window as never as { routeCalls: string[] }).routeCalls))
    .toEqual(['/developers/nile-crest/ar'])
  await page
    .getByRole('link', { name: /ذا كرست ريزيدنس/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/the-crest-residence\/ar$/)
  // The page view is sent a frame after the path changes: going back before it would cancel it.
  await expect
    .poll(() => page.evaluate(() => (window as never as { routeCalls: string[] }).routeCalls))
    .toEqual(['/developers/nile-crest/ar', '/the-crest-residence/ar'])
  await page.goBack()
  await expect
    .poll(() => page.evaluate(() => (window as never as { routeCalls: string[] }).routeCalls))
    .toEqual(['/developers/nile-crest/ar', '/the-crest-residence/ar', '/developers/nile-crest/ar'])
})
