import { expect, test, type Page } from '@playwright/test'
import { openLogin, otherBrowser } from './admin-auth-support'
import {
  accounts,
  expectToast,
  signInWithForm,
  signOut,
  submitLogin,
  type AccountRole,
  answerTwoFactor,
} from './admin-support'
import { mailsTo, RESET_SUBJECT, waitForResetLink } from './mail'
import { newStaffAccount } from './staff-account'
import { waitForHydration } from './support'

/** The header's user menu: initials avatar, then e-mail and role badge once opened. */
async function expectUserMenu(page: Page, role: AccountRole, tone: RegExp) {
  const { email } = accounts[role]
  const trigger = page.getByRole('button', { name: `Account menu for ${email}` })
  await expect(trigger).toHaveText(email.slice(0, 2).toUpperCase())
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText(email)
  await expect(menu.getByText(role, { exact: true })).toHaveClass(tone)
  await expect(menu.getByRole('menuitem')).toHaveText([
    'My Account',
    'Profile',
    'العربية',
    'Sign Out',
  ])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

const loginFailed = (page: Page) => expectToast(page, 'Login failed', 'Invalid email or password')

test.describe('route guard', () => {
  test('anonymous visitors to admin pages are sent to the sign-in page', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    // It will bring them back to the page they asked for.
    await page.goto('/admin/developers?q=nile')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdevelopers%3Fq%3Dnile$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('signed-in staff who open the sign-in page go to the dashboard', async ({ page }) => {
    await signInWithForm(page, 'moderator')
    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test('a signed-in account without a staff role sees Access Denied', async ({ page }) => {
    await signInWithForm(page, 'user')
    for (const path of ['/admin', '/admin/developers']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
      await expect(page.getByText("You don't have permission to access this area.")).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden()
    }
    await expectUserMenu(page, 'user', /bg-slate-100/)
  })

  test('moderators are kept out of the admin-only settings; admins are not', async ({ page }) => {
    await signInWithForm(page, 'moderator')
    await expectUserMenu(page, 'moderator', /bg-blue-100/)
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await expect(page.getByText('This section is only accessible to administrators.')).toBeVisible()
    await page.context().clearCookies()
    await signInWithForm(page, 'admin')
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Response target (minutes)')).toHaveValue('5')
  })
})

test('a wrong password is refused and the e-mail kept; the right one opens the dashboard', async ({
  page,
}) => {
  const { email, password } = accounts.admin
  await openLogin(page)
  await submitLogin(page, email, 'not-the-password')
  await loginFailed(page)
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Two-factor is required of admins: the app's code follows the password.
  await answerTwoFactor(page, accounts.admin.totpSecret)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner')).toContainText('Admin Portal')
  await expect(page.getByText('CMS Admin')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    /^Leads/, // with the count of new, unassigned leads
    'Developers',
    'Projects',
    'Units',
    'Media Library',
    'Activity Log',
    'Settings',
    'Staff',
    'Trash',
  ])
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  for (const label of ['Total Developers', 'Total Projects', 'Total Units']) {
    await expect(main.getByRole('listitem').filter({ hasText: label })).toHaveText(
      new RegExp(`^${label}\\s*[1-9]\\d*$`),
    )
  }
  // Growth is real now: the last 30 days' leads against the 30 before.
  await expect(main.getByRole('listitem').filter({ hasText: 'Growth' })).toHaveText(
    /^Growth\s*(New|[+-]?\d+%)\s*[\d,]+ leads in the last 30 days, [\d,]+ in the 30 before$/,
  )
  await expectUserMenu(page, 'admin', /bg-red-100/)
})

test('signing out ends the session on the server, not only in the browser', async ({
  page,
  browser,
}, testInfo) => {
  await signInWithForm(page, 'admin')
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).toContainEqual(expect.stringMatching(/session_token$/))
  await signOut(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)

  // The cookie from before the sign-out, replayed from another browser, is refused.
  const other = await otherBrowser(browser, testInfo)
  await other.context.addCookies(cookies)
  await other.page.goto('/admin')
  await expect(other.page).toHaveURL(/\/admin\/login$/)
  await other.context.close()
})

test.describe('password reset by e-mail', () => {
  /** 'Forgot Password' on the sign-in page; returns the link from the mail it sends. */
  async function requestReset(page: Page, email: string) {
    const received = mailsTo(email, RESET_SUBJECT).length
    await openLogin(page)
    await page.getByRole('button', { name: 'Forgot Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click()
    await expectToast(page, 'Password reset email sent', 'Check your email for the reset link')
    await expect(dialog).toBeHidden()
    return waitForResetLink(email, received)
  }

  async function setNewPassword(page: Page, link: string, password: string, confirm = password) {
    await page.goto(link)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm new password').fill(confirm)
    await page.getByRole('button', { name: 'Set New Password' }).click()
  }

  // An account of the test's own: the reset ends its sessions and changes its password.
  test('the e-mailed link sets a new password; the old one and old sessions stop working', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const { email, password } = await newStaffAccount(browser)
    const newPassword = `${password}-new`
    const elsewhere = await otherBrowser(browser, testInfo)
    await openLogin(elsewhere.page)
    await submitLogin(elsewhere.page, email, password)
    await expect(elsewhere.page).toHaveURL(/\/admin$/)

    const link = await requestReset(page, email)
    expect(new URL(link).origin).toBe(new URL(page.url()).origin)

    await setNewPassword(page, link, newPassword, 'e2e-something-else')
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true')

    // Too short: the browser holds the form back, and the server says the same without it.
    const newField = page.getByLabel('New password', { exact: true })
    await newField.fill('short')
    await page.getByLabel('Confirm new password').fill('short')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    expect(await newField.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true)
    await page.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(newField).toHaveAttribute('aria-invalid', 'true')

    await setNewPassword(page, link, newPassword)
    await expect(page).toHaveURL(/\/admin\/login\?reset=done$/)
    await expectToast(page, 'Password updated', 'Sign in with your new password')

    // Every session of the account ended with the reset.
    await elsewhere.page.goto('/admin')
    await expect(elsewhere.page).toHaveURL(/\/admin\/login$/)
    await elsewhere.context.close()

    await waitForHydration(page)
    await submitLogin(page, email, password)
    await loginFailed(page)
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

    // The link works once.
    await page.context().clearCookies()
    await setNewPassword(page, link, 'e2e-third-password')
    await expectToast(page, 'Reset failed')
    await expect(page).toHaveURL(/\/admin\/reset-password\?token=/)

    // A second request mails a new link, which sets a password again.
    const again = await requestReset(page, email)
    expect(again).not.toBe(link)
    await setNewPassword(page, again, password)
    await expect(page).toHaveURL(/\/admin\/login\?reset=done$/)
    await waitForHydration(page)
    await submitLogin(page, email, password)
    await expect(page).toHaveURL(/\/admin$/)
  })
})
