import { expect, test, type Page } from '@playwright/test'
import { afterTwoFrames, openWithPausedClock, waitForHydration } from './support'

const project = '/the-crest-residence'

/** What a browser sends when the pointer leaves the window through its top edge. */
const leaveThroughTop = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -2, relatedTarget: null }),
    ),
  )

test('desktop: shows on a top-edge exit, hides itself after 10 s, and a dismissal sticks', async ({
  page,
}) => {
  await openWithPausedClock(page, project)
  const banner = page.getByRole('complementary', { name: 'Before you go' })
  await page.clock.runFor(15_000)
  await expect(banner).toBeHidden() // no timer on desktop

  await leaveThroughTop(page)
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Chat Now' })).toHaveAttribute(
    'data-whatsapp-location',
    'exit_banner',
  )
  await page.clock.runFor(9_500)
  await expect(banner).toBeVisible()
  await page.clock.runFor(600)
  await expect(banner).toBeHidden()

  await leaveThroughTop(page) // auto-hide is not a dismissal
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Close' }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => sessionStorage.getItem('exit-intent-dismissed'))).toBe('true')
  await leaveThroughTop(page)
  await page.clock.resume()
  await page.reload()
  await waitForHydration(page)
  await leaveThroughTop(page)
  await afterTwoFrames(page) // a banner the exit had asked for would be on screen by then
  await expect(banner).toBeHidden()
})

test('a pointer leaving sideways does not trigger it', async ({ page }) => {
  await page.goto(project)
  await waitForHydration(page)
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: -2, clientY: 300, relatedTarget: null }),
    ),
  )
  await expect(page.getByRole('complementary', { name: 'Before you go' })).toBeHidden()
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows after 10 s in Arabic, Escape dismisses it for the session', async ({ page }) => {
    await openWithPausedClock(page, `${project}/ar`)
    const banner = page.getByRole('complementary', { name: 'قبل أن تغادر' })
    await page.clock.runFor(9_000)
    await expect(banner).toBeHidden()
    await page.clock.runFor(1_200)
    await expect(banner).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(banner).toBeHidden()
    await page.clock.resume()
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(12_000)
    await expect(banner).toBeHidden()
  })

  test('hides itself 10 s after showing', async ({ page }) => {
    await openWithPausedClock(page, project)
    const banner = page.getByRole('complementary', { name: 'Before you go' })
    await page.clock.runFor(10_300)
    await expect(banner).toBeVisible()
    await page.clock.runFor(9_000)
    await expect(banner).toBeVisible()
    await page.clock.runFor(1_200)
    await expect(banner).toBeHidden()
  })

  test('a project with exit intent switched off never shows it', async ({ page }) => {
    await openWithPausedClock(page, '/mostakbal-park')
    await page.clock.runFor(12_000)
    await expect(page.getByRole('complementary', { name: 'Before you go' })).toHaveCount(0)
  })
})
