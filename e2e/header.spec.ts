import { expect, test } from '@playwright/test'
import { discoverPublicLinks, openWithPausedClock, waitForHydration } from './support'

// @quiet: the Projects menu lists every published project, other tests' too.
test(
  'desktop menus list developers and projects and open from the keyboard',
  { tag: '@quiet' },
  async ({ page, request }) => {
    const links = await discoverPublicLinks(request, { all: true })
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('button', { name: 'Developers' }).focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: /Nile Crest Developments/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: 'Projects' }).focus()
    await page.keyboard.press('Enter')
    const projectLinks = nav.getByRole('link')
    await expect(projectLinks).toHaveCount(links.projects.length)
  },
)

test('a hovered menu opens after 200 ms and closes 150 ms after the pointer leaves', async ({
  page,
}) => {
  await openWithPausedClock(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const trigger = nav.getByRole('button', { name: 'Developers' })
  const link = nav.getByRole('link', { name: /Nile Crest Developments/ })
  await trigger.hover()
  await page.clock.runFor(150)
  await expect(link).toBeHidden()
  await page.clock.runFor(100)
  await expect(link).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')

  // Moving straight to the other menu opens it at once (skip delay).
  await nav.getByRole('button', { name: 'Projects' }).hover()
  await expect(nav.getByRole('button', { name: 'Projects' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await page.mouse.move(5, 700)
  await page.clock.runFor(100)
  await expect(nav.getByRole('button', { name: 'Projects' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await page.clock.runFor(100)
  await expect(nav.getByRole('button', { name: 'Projects' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('ArrowDown opens a menu and focuses its first link; Escape returns focus', async ({
  page,
}) => {
  await page.goto('/ar')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' })
  const trigger = nav.getByRole('button', { name: 'المطورون' })
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('the header gets a stronger background after 20 px of scroll', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const header = page.locator('header')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the full-screen menu traps focus, closes on Escape and on a link, in Arabic too', async ({
    page,
  }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    const dialog = page.getByRole('dialog', { name: 'القائمة' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    await dialog.getByRole('link', { name: 'نايل كرست للتطوير العقاري' }).click()
    await expect(page).toHaveURL(/\/developers\/nile-crest\/ar$/)
    await expect(dialog).toBeHidden()
  })
})

test('the language switch keeps the query string', async ({ page, request }) => {
  const links = await discoverPublicLinks(request)
  await page.goto(`${links.projects[0]}?gclid=abc`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'View this page in Arabic' }).click()
  await expect(page).toHaveURL(new RegExp(`${links.projects[0]}/ar\\?gclid=abc$`))
})
