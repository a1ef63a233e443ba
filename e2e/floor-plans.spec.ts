import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('a locked floor plan asks for details, unlocks for the session and opens the plan', async ({
  page,
}) => {
  await page.goto('/the-crest-residence')
  await waitForHydration(page)
  const unitCard = (slug: string) => page.locator(`[data-unit="${slug}"]`)
  await unitCard('apartment-2br-135').getByRole('button', { name: 'View Floor Plan' }).click()

  const capture = page.getByRole('dialog', { name: 'View Floor Plans' })
  await expect(capture).toBeVisible()
  await expect(capture).toHaveAccessibleDescription(
    'Please share your details to unlock all floor plans',
  )
  await capture.getByRole('button', { name: 'Continue' }).click()
  await expect(capture.getByText(/^Enter an Egyptian mobile such as 010 1234 5678/)).toBeVisible()
  await capture.getByLabel('Full name').fill('Laila Hassan')
  await capture.getByLabel('Mobile number').fill('01112345678')
  await capture.getByLabel('Email').fill('laila@example.com')
  await capture.getByRole('button', { name: 'Continue' }).click()

  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.locator('[data-title]')).toHaveText('Floor plans unlocked!')
  await expect(toast.locator('[data-description]')).toHaveText('You can now view all floor plans')
  const plan = page.getByRole('dialog', { name: 'Floor plan: Two-Bedroom Apartment' })
  // Described by the plan's own alt text from the Media Library (seeded "… floor plan").
  await expect(plan.getByRole('img', { name: /^[\w -]+ floor plan$/ })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('floor-plans-unlocked'))).toBe('true')
  await page.keyboard.press('Escape')
  await expect(plan).toBeHidden()

  // Unlocked: another plan opens directly, also after a reload.
  await page.reload()
  await waitForHydration(page)
  await unitCard('villa-4br-320').getByRole('button', { name: 'View Floor Plan' }).click()
  await expect(page.getByRole('dialog', { name: 'Floor plan: Four-Bedroom Villa' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'View Floor Plans' })).toHaveCount(0)
})

test('Arabic: the capture dialog closes on Escape and the page stays locked', async ({ page }) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await page
    .locator('[data-unit="penthouse-3br-210"]')
    .getByRole('button', { name: 'عرض المخطط' })
    .click()
  const capture = page.getByRole('dialog', { name: 'عرض مخططات الوحدات' })
  await expect(capture).toBeVisible()
  await expect(capture.getByLabel('الاسم بالكامل')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(capture).toBeHidden()
  expect(await page.evaluate(() => sessionStorage.getItem('floor-plans-unlocked'))).toBeNull()
})
