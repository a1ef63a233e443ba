import { expect, test } from '@playwright/test'
import { afterFirstIntersectionCheck, openWithPausedClock } from './support'

const project = '/the-crest-residence'
const mapsUrl = 'https://maps.google.com/maps?**'

test('the map loads only near the viewport, keyless, at zoom 16', async ({ page }) => {
  await page.route(mapsUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  )
  await openWithPausedClock(page, project)
  const box = page.locator('[data-map-state]')
  // The map's own observer has had its first look by then (far below the fold: not near).
  await afterFirstIntersectionCheck(page, '[data-map-state]')
  await expect(box).toHaveAttribute('data-map-state', 'waiting')
  await expect(box.locator('iframe')).toHaveCount(0)

  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded()
  const frame = box.locator('iframe')
  await expect(frame).toHaveAttribute('title', 'Map of The Crest Residence')
  const src = new URL((await frame.getAttribute('src'))!)
  expect(Object.fromEntries(src.searchParams)).toEqual({
    q: '30.0284,31.4913',
    z: '16',
    hl: 'en',
    gl: 'EG',
    output: 'embed',
  })
  await expect(box).toHaveAttribute('data-map-state', 'ready')
  await page.clock.runFor(3_200) // past the 3 s a map may take
  await expect(page.getByRole('button', { name: 'Map failed to load. Tap to retry' })).toHaveCount(
    0,
  )
})

test('a map that is not ready after 3 s offers a retry that reloads the page, in Arabic', async ({
  page,
}) => {
  await page.route(mapsUrl, () => {}) // never answers
  await openWithPausedClock(page, `${project}/ar`)
  await page.getByRole('heading', { name: 'الموقع' }).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loading')
  // The map speaks the page's language.
  const src = await page.locator('[data-map-state] iframe').getAttribute('src')
  expect(new URL(src!).searchParams.get('hl')).toBe('ar')
  const retry = page.getByRole('button', { name: 'الخريطة ما اتحمّلتش. دوس علشان تحاول تاني' })
  await page.clock.runFor(2_900)
  await expect(retry).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(retry).toBeVisible()
  await page.clock.resume() // the reload below runs on real time
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }))
  await Promise.all([page.waitForEvent('load'), retry.click()])
  expect(await page.evaluate(() => 'beforeRetry' in window)).toBe(false)
})
