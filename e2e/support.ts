import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type PublicLinks = { projects: string[]; developers: string[] }

/** The slugs of the seeded developers and projects (lib/seed/content). */
const seeded = new Set(
  ['developers', 'projects'].flatMap((kind) =>
    (
      JSON.parse(readFileSync(`lib/seed/content/${kind}.json`, 'utf8')) as { slug: string }[]
    ).map(({ slug }) => slug),
  ),
)

/**
 * Project and developer URLs of the seeded content, as the sitemap lists them (English). Records
 * the admin tests create meanwhile, in other workers, are left out (they may be gone any moment)
 * unless `all` asks for them (@quiet tests, run when no other test is).
 */
export async function discoverPublicLinks(
  request: APIRequestContext,
  { all = false } = {},
): Promise<PublicLinks> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const english = paths.filter(
    (p) => p !== '/' && !p.endsWith('/ar') && (all || seeded.has(p.split('/').at(-1)!)),
  )
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
export async function openWithPausedClock(
  page: Page,
  path: string,
  { watchTimer }: { watchTimer?: number } = {},
) {
  await page.clock.install()
  if (watchTimer) await recordTimers(page, watchTimer)
  await page.goto(path)
  await waitForHydration(page)
  await pauseClock(page)
}

/** Stops the page's (installed, running) clock a moment from now; answers the time it stopped at. */
export async function pauseClock(page: Page): Promise<number> {
  // A moment ahead, as the clock keeps running meanwhile; on a busy machine that moment may
  // have passed before the call arrives (pauseAt refuses the past): then read the time again.
  for (let ahead = 100; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + ahead)
      return now + ahead
    } catch (error) {
      if (ahead >= 3200 || !/to the past/.test(String(error))) throw error
    }
  }
}

/** Keeps the (fake) time at which the page sets each timer of `delay` ms. */
async function recordTimers(page: Page, delay: number) {
  await page.addInitScript((watched) => {
    const record = window as Window & { __timersSetAt?: number[] }
    const set = window.setTimeout
    record.__timersSetAt = []
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === watched) record.__timersSetAt!.push(Date.now())
      return set(handler, ms, ...rest)
    }) as typeof window.setTimeout
  }, delay)
}

/**
 * How long until the page's last timer of `delay` ms fires (openWithPausedClock with
 * `watchTimer`): a timer set while the page hydrated has already run for part of its delay,
 * longer on a busy machine, before the clock was paused.
 */
export async function timeLeftOnTimer(page: Page, delay: number): Promise<number> {
  return page.evaluate((watched) => {
    const setAt = (window as Window & { __timersSetAt?: number[] }).__timersSetAt?.at(-1)
    if (setAt === undefined) throw new Error(`no ${watched} ms timer was set`)
    return setAt + watched - Date.now()
  }, delay)
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
