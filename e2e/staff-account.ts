import { expect, type Browser } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { expectToast, sessionFile } from './admin-support'
import { mailText, waitForMail } from './mail'
import { waitForHydration } from './support'

export type StaffAccount = { name: string; email: string; password: string }

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
