import { expect, test, type Page } from '@playwright/test'
import { pauseClock, waitForHydration } from './support'

const project = '/the-crest-residence'

/** Init script: keeps every toast the page asks for (components/site/toast/show-toast.ts). */
function recordToastRequests() {
  const requests: string[] = []
  Object.assign(window, { __toasts: requests })
  window.addEventListener('site:toast', (event) =>
    requests.push((event as CustomEvent<{ message: string }>).detail.message),
  )
}

const toastRequests = (page: Page) =>
  page.evaluate(() => (window as never as { __toasts: string[] }).__toasts)
const unit = 'apartment-2br-135'

test.describe('desktop', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('sharing a unit copies its ?unit= link and says "link copied" for 3 s', async ({ page }) => {
    // The toast's 3 s are timed on the page's clock, paused once it shows, so they are the
    // page's however busy the machine (sonner removes a toast 200 ms after its time is up).
    await page.clock.install()
    await page.goto(project)
    await waitForHydration(page)
    const shownAt = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const toasts = [...document.querySelectorAll('[data-sonner-toast]')]
            if (!toasts.some((t) => t.textContent?.includes('link copied'))) return
            observer.disconnect()
            resolve(Date.now())
          })
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        }),
    )
    await page.getByRole('button', { name: 'Share Two-Bedroom Apartment' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'link copied' })
    await expect(toast).toBeVisible()
    const shownFor = (await pauseClock(page)) - (await shownAt)
    expect(shownFor, 'paused well within the 3 s').toBeLessThan(2_000)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${new URL(page.url()).origin}${project}?unit=${unit}`)
    await page.clock.runFor(2_800 - shownFor)
    await expect(toast).toBeVisible()
    await page.clock.runFor(700)
    await expect(toast).toHaveCount(0)
  })

  test('in Arabic the copied link keeps /ar and the toast is Arabic', async ({ page }) => {
    await page.goto(`${project}/ar`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'مشاركة شقة بغرفتي نوم' }).click()
    await expect(page.locator('[data-sonner-toast]')).toContainText('تم نسخ الرابط')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(copied).pathname + new URL(copied).search).toBe(`${project}/ar?unit=${unit}`)
  })
})

test('a blocked clipboard says "Failed to copy link"', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError'))
  })
  await page.goto(project)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Share Two-Bedroom Apartment' }).click()
  const failed = page.locator('[data-sonner-toast]')
  await expect(failed).toContainText('Failed to copy link')
  await expect(failed).toHaveAttribute('data-type', 'error')
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('shares natively with the unit and project named', async ({ page }) => {
    // Desktop Linux Chromium has no Web Share; record what the page hands to it.
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { __shared: shared })
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {})
    })
    await page.addInitScript(recordToastRequests)
    await page.goto(`${project}/ar`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'مشاركة شقة بغرفتي نوم' }).tap()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        {
          title: 'شقة بغرفتي نوم · ذا كرست ريزيدنس',
          text: 'شقة بغرفتي نوم في ذا كرست ريزيدنس',
          url: `${new URL(page.url()).origin}${project}/ar?unit=${unit}`,
        },
      ])
    // The handler has finished (its share promise settled before the poll's read), asking for
    // no toast.
    expect(await toastRequests(page)).toEqual([])
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test('a cancelled native share shows no error', async ({ page }) => {
    await page.addInitScript(recordToastRequests)
    await page.addInitScript(() => {
      Object.assign(window, { __shareCalls: 0 })
      navigator.share = () => {
        Object.assign(window, { __shareCalls: 1 })
        return Promise.reject(new DOMException('Cancelled', 'AbortError'))
      }
    })
    await page.goto(project)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Share Two-Bedroom Apartment' }).tap()
    await expect
      .poll(() => page.evaluate(() => (window as never as { __shareCalls: number }).__shareCalls))
      .toBe(1)
    expect(await toastRequests(page)).toEqual([])
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })
})

test('a shared-unit link scrolls to the units after 500 ms and marks the unit', async ({
  page,
}) => {
  // Records when the card gets marked, against the document's own load timeline.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-shared="true"]')) return
      Object.assign(window, { sharedAt: performance.now() })
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shared'] })
  })
  await page.goto(`${project}/ar?unit=penthouse-3br-210`)
  await waitForHydration(page)
  const card = page.locator('[data-unit="penthouse-3br-210"]')
  await expect(card).toHaveAttribute('data-shared', 'true')
  await expect(page.locator('#units')).toBeInViewport()
  // The shared card itself ends up wholly on screen, on desktop as on phones.
  await expect(card).toBeInViewport({ ratio: 1 })
  const { sharedAt, domReady } = await page.evaluate(() => ({
    sharedAt: (window as unknown as { sharedAt: number }).sharedAt,
    domReady: performance.getEntriesByType('navigation')[0]!.toJSON()
      .domContentLoadedEventEnd as number,
  }))
  // The timer starts at hydration, which comes after DOMContentLoaded (how long after depends
  // on the machine's load: the upper bound only says it happens on the first screen's watch).
  expect(sharedAt - domReady).toBeGreaterThanOrEqual(500)
  expect(sharedAt - domReady).toBeLessThan(10_000)
})

test('a shared-unit link overrides title, description and image; canonical stays', async ({
  page,
  request,
}) => {
  await page.goto(`${project}?unit=${unit}`)
  await waitForHydration(page)
  await expect(page).toHaveTitle(
    'Two-Bedroom Apartment · The Crest Residence | Masar Property Advisory',
  )
  const meta = (selector: string) => page.locator(selector).getAttribute('content')
  expect(await meta('meta[name="description"]')).toBe(
    'A bright corner apartment with an open kitchen and a balcony over the gardens.',
  )
  expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`${project}\\?unit=${unit}$`))
  // Its social card: the project's name in the title, the price first in the description.
  expect(await meta('meta[property="og:title"]')).toBe(
    'Two-Bedroom Apartment · The Crest Residence',
  )
  expect(await meta('meta[property="og:description"]')).toMatch(
    /^From EGP [\d.]+M · A bright corner/,
  )
  const image = await meta('meta[property="og:image"]')
  expect(image).toContain(`/og/p/the-crest-residence/${unit}.jpg`)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`${project}$`),
  )
  const card = await request.get(image!)
  expect(card.headers()['content-type']).toBe('image/jpeg')
  // The chat message names the unit and a reference sales can look up.
  const chat = page.locator('a[data-whatsapp-location="floating"]')
  expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(
    "Hello, I'm interested in the Two-Bedroom Apartment at The Crest Residence (ref. TCR-2BR-135).",
  )

  // An unknown unit keeps the project's own metadata.
  await page.goto(`${project}?unit=no-such-unit`)
  await waitForHydration(page)
  await expect(page).toHaveTitle('The Crest Residence, New Cairo | Masar Property Advisory')
  expect(
    (await request.get('/the-crest-residence/unit/apartment-2br-135')).status(),
    'the internal unit route is not public',
  ).toBe(404)
})

test('the cross-sell card shows the other project with K/M prices, in Arabic with ألف/مليون', async ({
  page,
}) => {
  await page.goto(project)
  await waitForHydration(page)
  const card = page.locator('[data-cross-sell="capital-heights"]')
  await expect(card).toContainText('Capital Heights')
  await expect(card.locator('dd').first()).toHaveText('EGP 6.2M')
  await expect(card.locator('dd').nth(1)).toHaveText('EGP 620K')
  await expect(card.locator('dt').first()).toHaveText('Starting from')
  await expect(card).toHaveAttribute('href', '/capital-heights')

  await page.goto(`${project}/ar`)

  await waitForHydration(page)
  const arabic = page.locator('[data-cross-sell="capital-heights"]')
  await expect(arabic.locator('dd').first()).toHaveText('6.2 مليون جنيه')
  await expect(arabic.locator('dd').nth(1)).toHaveText('620 ألف جنيه')
  await expect(arabic).toHaveAttribute('href', '/capital-heights/ar')

  await page.goto('/capital-heights') // cross-sell off
  await expect(page.locator('[data-cross-sell]')).toHaveCount(0)
})
