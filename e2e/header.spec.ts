import { expect, test } from '@playwright/test'
import { discoverPublicLinks } from './support'

test('desktop menus list developers and projects and open from the keyboard', async ({
  page,
  request,
}) => {
  const links = await discoverPublicLinks(request)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Developers' }).focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: /Nile Crest Developments/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await nav.getByRole('button', { name: 'Projects' }).focus()
  await page.keyboard.press('Enter')
  const projectLinks = nav.getByRole('link')
  await expect(projectLinks).toHaveCount(links.projects.length)
})

test('the header gets a stronger background after 20 px of scroll', async ({ page }) => {
  await page.goto('/')
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
    await page.getByRole('button', { name: 'افتح القائمة' }).click()
    const dialog = page.getByRole('dialog', { name: 'القائمة' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'افتح القائمة' }).click()
    await dialog.getByRole('link', { name: 'نايل كرست للتطوير العقاري' }).click()
    await expect(page).toHaveURL(/\/developers\/nile-crest\/ar$/)
    await expect(dialog).toBeHidden()
  })
})

test('the language switch keeps the query string', async ({ page, request }) => {
  const links = await discoverPublicLinks(request)
  await page.goto(`${links.projects[0]}?gclid=abc`)
  await page.getByRole('link', { name: 'View this page in Arabic' }).click()
  await expect(page).toHaveURL(new RegExp(`${links.projects[0]}/ar\\?gclid=abc$`))
})
