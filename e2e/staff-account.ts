import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { expectToast, sessionFile, submitLoginAr } from './admin-support'
import { mailText, waitForMail } from './mail'
import { waitForHydration } from './support'
import { totp } from './totp'

export type StaffAccount = {
  name: string
  email: string
  password: string
  role: 'moderator' | 'admin' | 'sales'
}

/**
 * A staff account of the test's own, made the way the portal makes one: the admin invites it on
 * the Staff page and the invitee sets a password from the mailed link. For tests that change
 * an account (its password, two-factor), so the seeded accounts other workers sign in with stay
 * as they are.
 */
export async function newStaffAccount(
  browser: Browser,
  role: 'moderator' | 'admin' | 'sales' = 'moderator',
): Promise<StaffAccount> {
  const stamp = runSuffix()
  const account = {
    name: `Staff ${stamp}`,
    email: `staff-${stamp}@e2e.example`,
    password: `Chosen-${stamp}-passphrase`,
    role,
  }
  const admin = await browser.newContext({ baseURL, storageState: sessionFile('admin') })
  const page = await admin.newPage()
  await page.goto('/admin/staff')
  await waitForHydration(page)
  await page.getByLabel('Name', { exact: true }).fill(account.name)
  await page.getByLabel('E-mail', { exact: true }).fill(account.email)
  await page.getByLabel('Role', { exact: true }).selectOption(role)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation sent', account.email)
  await admin.close()

  const mail = await waitForMail((m) => m.to.includes(account.email), `an invitation to ${stamp}`)
  const link = new URL(/https?:\/\/\S+\/admin\/reset-password\?\S+/.exec(mailText(mail.raw))![0])
  const invitee = await browser.newContext({ baseURL })
  const welcome = await invitee.newPage()
  await welcome.goto(link.pathname + link.search)
  await waitForHydration(welcome)
  await welcome.getByLabel('New password', { exact: true }).fill(account.password)
  await welcome.getByLabel('Confirm new password').fill(account.password)
  await welcome.getByRole('button', { name: 'Set New Password' }).click()
  await expect(welcome).toHaveURL(/\/admin\/login/)
  await invitee.close()
  return account
}

/**
 * A new admin's first (password-only) sign-in lands on the two-factor set-up, required of
 * admins: sets it up there as a person would, in either language (the form's fields by id),
 * and waits for the portal to open. Returns the authenticator app's secret.
 */
export async function setUpTwoFactor(page: Page, password: string): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/two-factor-setup$/)
  await waitForHydration(page)
  await page.locator('#enrol-password').fill(password)
  await page.locator('#enrol-password').press('Enter')
  const secretText = page.getByTestId('totp-secret')
  await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/)
  const secret = (await secretText.textContent())!.trim()
  await page.locator('#enrol-code').fill(totp(secret))
  await page.locator('#enrol-code').press('Enter')
  await expect(page).toHaveURL(/\/admin$/)
  return secret
}

/**
 * A browser that asks for Arabic, signed in to the portal as `account` (an admin sets up
 * two-factor on the way, as required), on the dashboard.
 */
export async function signInInArabic(
  browser: Browser,
  account: StaffAccount,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'ar-EG' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLoginAr(page, account.email, account.password)
  if (account.role === 'admin') await setUpTwoFactor(page, account.password)
  await expect(page).toHaveURL(/\/admin$/)
  return { context, page }
}
