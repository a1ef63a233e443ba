import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { leaveThroughTopUntilShown } from './public-support'
import { waitForHydration } from './support'

test('open states (menus, calculator, exit banner, floor-plan capture, lead forms) pass axe too', async ({
  page,
}) => {
  // About ten axe runs: 27 s on an idle machine, 47 s on a busy one; 30 s is not enough.
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const found: string[] = []
  for (const locale of ['', '/ar']) {
    await page.goto(`/the-crest-residence${locale}`)
    await waitForHydration(page)
    await page.locator('header button[aria-haspopup="dialog"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await seriousViolations(page, `mobile menu ${locale}`)))
    await page.keyboard.press('Escape')
    await page.locator('#payment-plan button[aria-haspopup="dialog"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await seriousViolations(page, `calculator ${locale}`)))
    await page.keyboard.press('Escape')
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await leaveThroughTopUntilShown(
    page,
    page.getByRole('complementary', { name: 'الأسعار وخطط السداد على واتساب' }),
  )
  found.push(...(await seriousViolations(page, 'exit banner')))
  // Closed, so it covers nothing the steps below click (its only button is Close).
  await page.getByTestId('exit-intent').getByRole('button').click()
  await expect(page.getByTestId('exit-intent')).toBeHidden()
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('button')
    .first()
    .click()
  found.push(...(await seriousViolations(page, 'desktop menu')))

  // The floor-plan capture dialog, then the lazily loaded forms with their messages showing.
  await page.keyboard.press('Escape')
  await page.locator('[data-floorplan]').first().click()
  await expect(page.getByRole('dialog', { name: 'عرض مخططات الوحدات' })).toBeVisible()
  found.push(...(await seriousViolations(page, 'floor-plan capture')))
  await page.keyboard.press('Escape')
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  await page.locator('#lead-form button[type="submit"]').click()
  await expect(page.locator('#lead-form [aria-invalid="true"]').first()).toBeVisible()
  found.push(...(await seriousViolations(page, 'lead form')))
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  await page.locator('#consultation button[type="submit"]').click()
  await expect(page.locator('#consultation [aria-invalid="true"]').first()).toBeVisible()
  found.push(...(await seriousViolations(page, 'consultation form')))
  expect(found).toEqual([])
})
