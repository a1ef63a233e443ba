import { expect, test } from '@playwright/test'

type DataLayerEvent = { event?: string; page_path?: string; page_title?: string }
const pageViews = (events: DataLayerEvent[]) => events.filter((e) => e.event === 'page_view')

test('a page view is pushed on load and on client navigation, with path and title', async ({
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
      ).map((e) => e.page_path),
    )
    .toEqual(['/developers/nile-crest', '/the-crest-residence'])
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
