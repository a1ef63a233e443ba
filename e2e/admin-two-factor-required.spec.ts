import { expect, test, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { openLogin } from './admin-auth-support'
import { answerTwoFactor, expectToast, submitLogin, submitLoginAr } from './admin-support'
import { newStaffAccount } from './staff-account'
import { waitForHydration } from './support'
import { totp } from './totp'

const SETUP = /\/admin\/two-factor-setup$/
const REFUSED_EN =
  "Admin accounts need two-factor authentication, and this account's one sign-in to set it up has been used."
const REFUSED_AR = 'حسابات المديرين تتطلب التحقق بخطوتين، وقد استُخدم تسجيل الدخول الوحيد المتاح'

/** The set-up page at a phone's and a desk's width, kept for people to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a new admin’s one password sign-in leads to two-factor set-up; the portal opens once it is on', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const account = await newStaffAccount(browser, 'admin')
  await openLogin(page)
  await submitLogin(page, account.email, account.password)
  await expect(page).toHaveURL(SETUP)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible()
  await expect(
    page.getByText('Two-factor authentication is required for admin accounts'),
  ).toBeVisible()
  await expect(page.getByText('This is the one sign-in allowed without it.')).toBeVisible()
  await waitForHydration(page)
  await screenshots(page, 'two-factor-setup-en')

  // Nothing else opens: pages come back here, a download route answers 403.
  await page.goto('/admin/leads')
  await expect(page).toHaveURL(SETUP)
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(SETUP)
  const exported = await page.request.get('/admin/leads/export', { maxRedirects: 0 })
  expect(exported.status()).toBe(403)
  expect(await exported.text()).toContain('Two-factor authentication required')

  // The grace is spent: the password alone no longer signs in, from any browser.
  const elsewhere = await browser.newContext({ baseURL })
  const other = await elsewhere.newPage()
  await openLogin(other)
  await submitLogin(other, account.email, account.password)
  await expectToast(other, 'Login failed', REFUSED_EN)
  await expect(other).toHaveURL(/\/admin\/login$/)
  await elsewhere.close()

  // Set up here: password, the app's secret, its first code; "sign out my other sessions".
  await page.goto('/admin/two-factor-setup')
  await waitForHydration(page)
  await page.getByLabel('Current password').fill(account.password)
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  const secretText = page.getByTestId('totp-secret')
  await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/)
  const secret = (await secretText.textContent())!.trim()
  await screenshots(page, 'two-factor-setup-enrol-en')
  await page.getByLabel('Code from the app').fill(totp(secret))
  await page.getByLabel('Sign out my other sessions').check()
  await page.getByRole('button', { name: 'Verify and turn on' }).click()
  await expectToast(
    page,
    'Two-factor authentication enabled',
    'Your other sessions were signed out.',
  )
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(/\/admin\/settings$/)

  // My Account: on, required, and moved to a new device rather than turned off.
  await page.goto('/admin/account')
  const box = page.getByRole('region', { name: 'Two-factor authentication' })
  await expect(box).toContainText('Two-factor authentication is required for admin accounts.')
  await expect(box.getByRole('link', { name: 'Set up a new device' })).toBeVisible()
  await expect(box.getByRole('button', { name: /Turn off/ })).toHaveCount(0)

  // From now on the password leads to the code.
  const next = await browser.newContext({ baseURL })
  const again = await next.newPage()
  await openLogin(again)
  await submitLogin(again, account.email, account.password)
  await answerTwoFactor(again, secret)
  await expect(again).toHaveURL(/\/admin$/)
  await next.close()
})

test('in Arabic: the set-up page explains why, and a second password-only sign-in is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const account = await newStaffAccount(browser, 'admin')
  const arabic = await browser.newContext({ baseURL, locale: 'ar-EG' })
  const page = await arabic.newPage()
  await openLogin(page)
  await submitLoginAr(page, account.email, account.password)
  await expect(page).toHaveURL(SETUP)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'إعداد التحقق بخطوتين' })).toBeVisible()
  await expect(page.getByText('التحقق بخطوتين إلزامي لحسابات المديرين')).toBeVisible()
  await waitForHydration(page)
  await screenshots(page, 'two-factor-setup-ar')

  // Signed out before finishing: the password alone is refused, with the way back.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await waitForHydration(page)
  await submitLoginAr(page, account.email, account.password)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: REFUSED_AR })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await screenshots(page, 'two-factor-refused-ar')
  await arabic.close()
})
