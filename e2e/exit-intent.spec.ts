import { expect, test } from '@playwright/test'
import {
  leaveThroughTop,
  leaveThroughTopUntilShown,
  overlaps,
  publishedCopy,
  warmPages,
} from './public-support'
import {
  afterTwoFrames,
  openWithPausedClock,
  pauseClock,
  timeLeftOnTimer,
  waitForHydration,
} from './support'

const project = '/the-crest-residence'

// A cold server renders each page on its first request: not inside a test's paused clock.
warmPages([project, `${project}/ar`, '/mostakbal-park', '/capital-heights/ar'])

test('desktop: shows on a top-edge exit, hides itself after 10 s, and a dismissal sticks', async ({
  page,
}) => {
  await openWithPausedClock(page, project)
  const banner = page.getByRole('complementary', { name: 'Before you go' })
  await page.clock.runFor(15_000)
  await expect(banner).toBeHidden() // no timer on desktop

  await leaveThroughTopUntilShown(page, banner)
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

test('desktop: the banner sits below the header', async ({ page }) => {
  await openWithPausedClock(page, `${project}/ar`)
  const banner = page.getByTestId('exit-intent')
  await leaveThroughTopUntilShown(page, banner)
  const header = (await page.locator('header').boundingBox())!
  expect(overlaps((await banner.boundingBox())!, header)).toBe(false)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows after 10 s in Arabic, Escape dismisses it for the session', async ({ page }) => {
    await openWithPausedClock(page, `${project}/ar`, { watchTimer: 10_000 })
    const banner = page.getByRole('complementary', { name: 'الأسعار وخطط السداد على واتساب' })
    const left = await timeLeftOnTimer(page, 10_000)
    expect(left, 'most of the 10 s are still to come').toBeGreaterThan(5_000)
    await page.clock.runFor(left - 500)
    await expect(banner).toBeHidden()
    await page.clock.runFor(1_000)
    await expect(banner).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(banner).toBeHidden()
    await page.clock.resume()
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(12_000)
    await expect(banner).toBeHidden()
  })

  for (const [locale, name] of [
    ['', 'Before you go'],
    ['/ar', 'الأسعار وخطط السداد على واتساب'],
  ] as const) {
    test(`an Escape that closes the menu leaves the banner for later ${locale || '/en'}`, async ({
      page,
    }, testInfo) => {
      await openWithPausedClock(page, `${project}${locale}`, { watchTimer: 10_000 })
      const banner = page.getByRole('complementary', { name })
      await page.clock.runFor((await timeLeftOnTimer(page, 10_000)) + 300)
      await expect(banner).toBeVisible()
      await page.locator('header button[aria-haspopup="dialog"]').click()
      const menu = page.getByRole('dialog')
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(banner).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`banner-after-menu-escape-390.png`) })
      expect(await page.evaluate(() => sessionStorage.getItem('exit-intent-dismissed'))).toBeNull()
      await page.keyboard.press('Escape') // now it is the banner's
      await expect(banner).toBeHidden()
      expect(await page.evaluate(() => sessionStorage.getItem('exit-intent-dismissed'))).toBe(
        'true',
      )
    })
  }

  test('hides itself 10 s after showing', async ({ page }) => {
    await openWithPausedClock(page, project, { watchTimer: 10_000 })
    const banner = page.getByRole('complementary', { name: 'Before you go' })
    await page.clock.runFor((await timeLeftOnTimer(page, 10_000)) + 300)
    await expect(banner).toBeVisible()
    await page.clock.runFor(9_000)
    await expect(banner).toBeVisible()
    await page.clock.runFor(1_200)
    await expect(banner).toBeHidden()
  })

  test('never over a focused form field', async ({ page }) => {
    await openWithPausedClock(page, project, { watchTimer: 10_000 })
    const banner = page.getByTestId('exit-intent')
    // Typing in the lead form when the 10 s run out: no banner. (The form's code loads with
    // the clock running, a moment of the 10 s.)
    await page.clock.resume()
    await page.locator('#lead-form').scrollIntoViewIfNeeded()
    await page.locator('#lead-form').getByLabel('Full name').focus()
    await pauseClock(page)
    await page.clock.runFor((await timeLeftOnTimer(page, 10_000)) + 300)
    await page.clock.resume()
    await afterTwoFrames(page)
    await expect(banner).toHaveCount(0)
  })

  test('never after a form was sent this session', async ({ page }) => {
    // The session holds the visitor's details once a form is sent (lead-session).
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'lead-contact',
        JSON.stringify({
          full_name: 'Sent Already',
          email: 'sent@example.com',
          mobile_local: '01012345678',
          mobile_e164: '+201012345678',
          floorplans_unlocked: false,
        }),
      ),
    )
    await openWithPausedClock(page, `${project}/ar`, { watchTimer: 10_000 })
    await page.clock.runFor((await timeLeftOnTimer(page, 10_000)) + 300)
    await page.clock.resume()
    await afterTwoFrames(page)
    await expect(page.getByTestId('exit-intent')).toHaveCount(0)
  })

  test('a project with exit intent switched off never shows it', async ({ page }) => {
    await openWithPausedClock(page, '/mostakbal-park')
    await page.clock.runFor(12_000)
    await expect(page.getByRole('complementary', { name: 'Before you go' })).toHaveCount(0)
  })

  for (const path of [project, `${project}/ar`]) {
    test(`sits below the header, so the header and its menu stay reachable (${path})`, async ({
      page,
    }) => {
      await openWithPausedClock(page, path)
      await page.clock.runFor(10_300)
      const banner = page.getByTestId('exit-intent')
      await expect(banner).toBeVisible()
      const header = (await page.locator('header').boundingBox())!
      expect(overlaps((await banner.boundingBox())!, header)).toBe(false)
      await page.locator('header button[aria-haspopup="dialog"]').click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
  }

  test('a dismissal holds on every project page of the session, in both languages', async ({
    page,
  }) => {
    await openWithPausedClock(page, `${project}/ar`)
    const banner = page.getByTestId('exit-intent')
    await page.clock.runFor(10_300)
    await banner.getByRole('button', { name: 'إغلاق' }).click()
    await expect(banner).toBeHidden()
    // On to another project through the menu (a client-side navigation), then a fresh load.
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'كابيتال هايتس' }).click()
    await expect(page).toHaveURL(/\/capital-heights\/ar$/)
    await page.clock.runFor(12_000)
    await page.clock.resume() // frames run again: a banner the timer asked for would show now
    await afterTwoFrames(page)
    await expect(banner).toBeHidden()
    await page.goto(project)
    await waitForHydration(page)
    await page.clock.runFor(12_000)
    await page.clock.resume() // frames run again: a banner the timer asked for would show now
    await afterTwoFrames(page)
    await expect(banner).toBeHidden()
  })

  test('with storage blocked, a dismissal still holds for the visit', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'sessionStorage', {
        get: () => {
          throw new DOMException('Storage is disabled', 'SecurityError')
        },
      }),
    )
    await openWithPausedClock(page, project)
    const banner = page.getByTestId('exit-intent')
    await page.clock.runFor(10_300)
    await banner.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Capital Heights' }).click()
    await expect(page).toHaveURL(/\/capital-heights$/)
    await page.clock.runFor(12_000)
    await page.clock.resume() // frames run again: a banner the timer asked for would show now
    await afterTwoFrames(page)
    await expect(banner).toBeHidden()
  })
})

test('its button defaults to the spec’s “Chat Now” when staff leave it empty', async ({ page }) => {
  test.setTimeout(90_000)
  const { slug } = await publishedCopy(page, 'gouna-lagoons', {
    'English Sections': { 'Exit intent CTA': '' },
    'Arabic Sections': { 'Exit intent CTA': '' },
  })
  for (const [path, label] of [
    [`/${slug}`, 'Chat Now'],
    [`/${slug}/ar`, 'كلّمنا على واتساب'],
  ]) {
    await page.goto(path!)
    await waitForHydration(page)
    await leaveThroughTop(page)
    const link = page.getByTestId('exit-intent').getByRole('link')
    await expect(link).toHaveText(label!)
    await expect(link).toHaveAttribute('href', /type=phone_number/)
  }
})
