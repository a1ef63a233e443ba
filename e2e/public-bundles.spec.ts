import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

/** Words only the back office uses: none may ship in a public page's JavaScript. */
const ADMIN_ONLY = [
  'Update stage',
  'Erase personal data',
  'Download conversions',
  'Leads per day',
  'Lead moved to',
  'Admin Portal',
  // The staff mails' texts (the admin catalogue's mail part).
  'Still waiting for a call',
]

test('public pages carry no admin or chart code in their JavaScript', async ({ page, request }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url())
  })
  for (const path of ['/', '/ar', '/the-crest-residence', '/the-crest-residence/ar']) {
    await page.goto(path)
    // The lead forms load as the visitor scrolls near them: wait for the loaded form.
    const home = !path.startsWith('/the-')
    const section = page.locator(home ? '#consultation' : '#lead-form')
    await section.scrollIntoViewIfNeeded()
    await expect(home ? section.locator('form') : section.getByRole('progressbar')).toBeVisible()
  }
  expect(scripts.size).toBeGreaterThan(3)
  for (const url of scripts) {
    const source = await (await request.get(url)).text()
    const found = ADMIN_ONLY.filter((word) => source.includes(word))
    expect(found, url).toEqual([])
  }
})

test('each language preloads and loads only its own fonts: Inter in English, Plex Arabic in Arabic', async ({
  browser,
  request,
}) => {
  // A first visit each, in a context of its own: fonts the other language left in the cache
  // are reported as loaded without being downloaded.
  const fonts = async (path: string) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const loaded: string[] = []
    const listener = (response: {
      url: () => string
      request: () => { resourceType: () => string }
    }) => {
      if (response.request().resourceType() === 'font')
        loaded.push(new URL(response.url()).pathname)
    }
    page.on('response', listener)
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    page.off('response', listener)
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    await context.close()
    return { preloaded: preloaded.sort(), loaded: [...new Set(loaded)].sort() }
  }
  const english = await fonts('/the-crest-residence')
  expect(english.preloaded).toEqual(['/fonts/inter-latin.woff2'])
  expect(english.loaded.filter((path) => path.includes('arabic'))).toEqual([])

  const arabic = await fonts('/the-crest-residence/ar')
  expect(arabic.preloaded).toEqual([
    '/fonts/ibm-plex-sans-arabic-400.woff2',
    '/fonts/ibm-plex-sans-arabic-600.woff2',
    '/fonts/ibm-plex-sans-arabic-figures-400.woff2',
    '/fonts/ibm-plex-sans-arabic-figures-600.woff2',
  ])
  expect(arabic.loaded).not.toContain('/fonts/inter-latin.woff2')
  expect(arabic.loaded).toEqual(expect.arrayContaining(arabic.preloaded))
  // Kept a week by the phone, not asked for again on every page.
  for (const path of [...english.preloaded, ...arabic.preloaded, '/images/home-hero-640.webp']) {
    const response = await request.get(path)
    expect(response.headers()['cache-control'], path).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    )
  }
})

test('a public page asks for its scripts only once it has loaded and its largest paint is shown, then hydrates', async ({
  page,
}) => {
  for (const path of ['/the-crest-residence', '/ar']) {
    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(
      () =>
        new Promise<{ load: number; firstPaint: number; scripts: number[] }>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect()
            const [navigation] = performance.getEntriesByType('navigation')
            resolve({
              load: (navigation as PerformanceNavigationTiming).loadEventStart,
              firstPaint: list.getEntries()[0]!.startTime,
              scripts: performance
                .getEntriesByType('resource')
                .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
                .map((entry) => entry.startTime),
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    expect(timing.scripts.length, path).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.load)
    expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.firstPaint)
  }
})

test('landing pages fetch no other page’s code or data in the background', async ({ page }) => {
  // A prefetch of the home page (the logo, a call to action to its form) cost a phone the
  // home page's own chunk on every project and developer page.
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(request.url())
  })
  for (const path of [
    '/the-crest-residence',
    '/developers/nile-crest',
    '/the-crest-residence/ar',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
  }
  expect(prefetched).toEqual([])
})
