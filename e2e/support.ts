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

/**
 * Timer-driven behaviour under test control: the fake clock runs normally while the page
 * loads and hydrates (React reveals streamed sections on an animation frame), then stops,
 * so that later timers fire only when the test advances time with page.clock.runFor().
 */
export async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
  await waitForHydration(page)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 100) // a moment ahead: the clock keeps running meanwhile
}

/**
 * Resolves once React has hydrated the whole page: every link and button carries React's
 * fiber key (streamed sections hydrate after the shell, so one element is not enough).
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const controls = [...document.querySelectorAll('a[href], button')]
        const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))
        return controls.length > 0 && controls.every(hydrated)
      }),
    )
    .toBe(true)
}

/**
 * Resolves once the browser has rendered two more frames: a React update queued before the
 * call (from an event listener, an observer) has been committed and painted by then. For
 * asserting that something did not appear, without a fixed wait.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/**
 * Resolves after the browser has delivered its first IntersectionObserver notification for
 * `selector` (delivered in the same rendering step as the page's own observers' first ones).
 */
export async function afterFirstIntersectionCheck(page: Page, selector: string) {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(document.querySelector(target)!)
      }),
    selector,
  )
}
