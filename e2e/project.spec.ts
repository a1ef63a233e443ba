import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('project page sections follow their show/hide rules (seeded edge cases)', async ({ page }) => {
  await page.goto('/the-crest-residence')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Park-side living in the heart of New Cairo',
  )
  for (const heading of [
    'Unit types and prices',
    'Get prices and floor plans',
    'Master plan',
    'Location',
    'Frequently asked questions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Calculate your instalments' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /type=phone_number/,
  )

  const sectionNav = page.getByRole('navigation', { name: 'Project sections' })
  await expect(sectionNav.getByRole('link')).toHaveText([
    'Overview',
    'Units',
    'Payment plan',
    'Register',
    'Master plan',
    'Location',
    'FAQ',
  ])
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveCount(4)

  await page.goto('/sokhna-cliffs') // calculator switched off
  await expect(page.getByRole('button', { name: 'Calculate your instalments' })).toHaveCount(0)
  await expect(sectionNav.getByRole('link', { name: 'Payment plan' })).toHaveCount(0)
  await page.goto('/mostakbal-park/ar') // no FAQ entries
  await expect(page.getByRole('heading', { name: 'الأسئلة الشائعة' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'الموقع' })).toBeVisible()
  const arabicNav = page.getByRole('navigation', { name: 'أقسام المشروع' })
  await expect(arabicNav.getByRole('link', { name: 'الموقع' })).toBeVisible()
  await expect(arabicNav.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveCount(0)
})

test('the payment calculator follows the spec maths, in Arabic too', async ({ page }) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'احسب أقساطك' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // First unit: 9,800,000 EGP; 10% down over 10 years → 980,000 and 73,500 a month.
  await expect(dialog).toContainText('980,000')
  await expect(dialog).toContainText('73,500')
  await expect(dialog).toContainText('الأرقام استرشادية')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('unit cards are 280 px wide in a horizontal strip, right to left in Arabic', async ({
    page,
  }) => {
    await page.goto('/the-crest-residence/ar')
    await waitForHydration(page)
    const cards = page.locator('#units li')
    const first = (await cards.nth(0).boundingBox())!
    const second = (await cards.nth(1).boundingBox())!
    expect(first.width).toBe(280)
    expect(second.y).toBe(first.y) // one row
    expect(second.x).toBeLessThan(first.x) // the strip runs right to left
    const strip = page.locator('#units ul')
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  })
})
