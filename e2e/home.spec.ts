import { expect, test } from '@playwright/test'
import { afterTwoFrames, waitForHydration } from './support'

test('home shows its sections in order in both languages', async ({ page }) => {
  for (const [path, headings] of [
    ['/', ['Why Masar', 'How It Works', 'Popular Projects', 'Book a private consultation']],
    ['/ar', ['ليه مسار؟', 'خطوات العمل معنا', 'المشروعات الأكثر طلبًا', 'احجز استشارة خاصة']],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    const h2 = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(h2.filter((h) => (headings as readonly string[]).includes(h))).toEqual(headings)
    const chat = page.locator('a[data-whatsapp-location="hero"]')
    await expect(chat).toHaveAttribute('target', '_blank')
    expect(new URL((await chat.getAttribute('href'))!).searchParams.get('type')).toBe(
      'phone_number',
    )
  }
})

test('How It Works keeps one step open, starting with the first; the open step closes on click', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const triggers = page.getByRole('button', { name: /Step \d/ })
  await expect(triggers).toHaveCount(4)
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await triggers.nth(2).click()
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
  await triggers.nth(2).click()
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
})

test('Popular Projects lists only popular projects, linking to the Arabic base path in Arabic', async ({
  page,
}) => {
  await page.goto('/ar')
  await waitForHydration(page)
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'المشروعات الأكثر طلبًا' }),
  })
  const hrefs = await section
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThanOrEqual(4)
  for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9-]+\/ar$/)
  expect(hrefs).not.toContain('/mostakbal-park/ar') // published but not popular
})

test('the developer marquee falls back to the default logo when an image fails', async ({
  page,
}) => {
  // Logos come from the media library: every library file fails to load here.
  await page.route('**/media/**', (route) => route.abort())
  await page.goto('/')
  await waitForHydration(page)
  const logo = page.locator('section[aria-label="Developers we work with"] img').first()
  await expect(logo).toHaveAttribute('src', '/images/fallback-logo.svg')
})

test('the developer marquee scrolls by itself while on screen, and stops off screen', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const marquee = page.locator('section[aria-label="Developers we work with"] div.cursor-grab')
  const position = () => marquee.evaluate((el) => el.scrollLeft)
  await marquee.scrollIntoViewIfNeeded()
  const onScreen = await position()
  await expect.poll(position, { message: 'it moves on screen' }).not.toBe(onScreen)
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(marquee).not.toBeInViewport()
  await afterTwoFrames(page) // the observer's note that it left, then one frame more
  const offScreen = await position()
  await afterTwoFrames(page)
  await afterTwoFrames(page)
  expect(await position(), 'it stays put off screen').toBe(offScreen)
})

test('dragging the developer marquee scrolls it without opening a developer; a click still opens one', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // no auto-scroll moving the logos
  for (const path of ['/', '/ar']) {
    await page.goto(path)
    await waitForHydration(page)
    const marquee = page.locator('section[aria-label] div.cursor-grab')
    const logo = marquee.getByRole('link').first()
    await logo.scrollIntoViewIfNeeded()
    const box = (await logo.boundingBox())!
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const scrolled = await marquee.evaluate((el) => el.scrollLeft)
    // Towards the row's end (left in English, right in Arabic). The row follows the pointer,
    // so the press ends on the logo it started on, as a visitor's drag does.
    const toward = path === '/' ? -1 : 1
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (const step of [10, 40, 80]) await page.mouse.move(start.x + toward * step, start.y)
    await page.mouse.up()
    await afterTwoFrames(page)
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : '/ar'}$`))
    expect(await marquee.evaluate((el) => el.scrollLeft)).not.toBe(scrolled)
  }
  const logo = page.locator('section[aria-label] div.cursor-grab').getByRole('link').first()
  const href = (await logo.getAttribute('href'))!
  await logo.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})
