import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import {
  accounts,
  expectToast,
  signIn,
  signOut,
  submitLogin,
  type AccountRole,
} from './admin-support'
import { startMailServer, waitForResetLink, type LoopbackSmtp } from './mail'
import { waitForHydration } from './support'
import { totp, wrongTotp } from './totp'

/** My Account's two-factor section (the page also has the change-password form). */
const twoFactorBox = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' })

async function openLogin(page: Page) {
  await page.goto('/admin/login')
  await waitForHydration(page)
}

/** A second browser, with its own cookies, on the same server. */
async function otherBrowser(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  return { context, page: await context.newPage() }
}

/** The header's user menu: initials avatar, then e-mail and role badge once opened. */
async function expectUserMenu(page: Page, role: AccountRole, tone: RegExp) {
  const { email } = accounts[role]
  const trigger = page.getByRole('button', { name: `Account menu for ${email}` })
  await expect(trigger).toHaveText(email.slice(0, 2).toUpperCase())
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText(email)
  await expect(menu.getByText(role, { exact: true })).toHaveClass(tone)
  await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'Profile', 'Sign Out'])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

const loginFailed = (page: Page) => expectToast(page, 'Login failed', 'Invalid email or password')

test.describe('route guard', () => {
  test('anonymous visitors to admin pages are sent to the sign-in page', async ({ page }) => {
    for (const path of ['/admin', '/admin/developers']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    }
  })

  test('signed-in staff who open the sign-in page go to the dashboard', async ({ page }) => {
    await signIn(page, 'moderator')
    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test('a signed-in account without a staff role sees Access Denied', async ({ page }) => {
    await signIn(page, 'user')
    for (const path of ['/admin', '/admin/developers']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
      await expect(page.getByText("You don't have permission to access this area.")).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden()
    }
    await expectUserMenu(page, 'user', /bg-slate-100/)
  })

  test('moderators are kept out of the admin-only settings; admins are not', async ({ page }) => {
    await signIn(page, 'moderator')
    await expectUserMenu(page, 'moderator', /bg-blue-100/)
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await expect(page.getByText('This section is only accessible to administrators.')).toBeVisible()
    await page.context().clearCookies()
    await signIn(page, 'admin')
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Flag New leads after (minutes)')).toHaveValue('60')
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
  await signIn(page, 'admin')
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
  let smtp: LoopbackSmtp

  test.beforeAll(async () => {
    smtp = await startMailServer()
  })
  test.afterAll(async () => {
    await smtp?.close()
  })

  /** 'Forgot Password' on the sign-in page; returns the link from the mail it sends. */
  async function requestReset(page: Page, email: string) {
    const received = smtp.mails.length
    await openLogin(page)
    await page.getByRole('button', { name: 'Forgot Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click()
    await expectToast(page, 'Password reset email sent', 'Check your email for the reset link')
    await expect(dialog).toBeHidden()
    return waitForResetLink(smtp, email, received)
  }

  async function setNewPassword(page: Page, link: string, password: string, confirm = password) {
    await page.goto(link)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm new password').fill(confirm)
    await page.getByRole('button', { name: 'Set New Password' }).click()
  }

  // The plain user account: no other spec signs it in with a changed password meanwhile,
  // and the test sets its original password again at the end.
  test('the e-mailed link sets a new password; the old one and old sessions stop working', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(60_000)
    const { email, password } = accounts.user
    const newPassword = 'e2e-user-new-password'
    const elsewhere = await otherBrowser(browser, testInfo)
    await signIn(elsewhere.page, 'user')

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
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()

    // The link works once.
    await page.context().clearCookies()
    await setNewPassword(page, link, 'e2e-third-password')
    await expectToast(page, 'Reset failed')
    await expect(page).toHaveURL(/\/admin\/reset-password\?token=/)

    // Back to the seeded password, through a second mail.
    const again = await requestReset(page, email)
    expect(again).not.toBe(link)
    await setNewPassword(page, again, password)
    await expect(page).toHaveURL(/\/admin\/login\?reset=done$/)
    await signIn(page, 'user')
  })
})

test.describe('two-factor authentication', () => {
  const { email, password } = accounts.moderator
  let secret = ''
  let enabled = false

  // Whatever happened, the moderator signs in with the password alone for the other specs.
  test.afterAll(async ({ browser }, testInfo) => {
    if (!enabled) return
    const { context, page } = await otherBrowser(browser, testInfo)
    await openLogin(page)
    await submitLogin(page, email, password)
    const code = page.getByLabel('Authentication code')
    await expect(code.or(page.getByRole('heading', { name: 'Dashboard' }))).toBeVisible()
    if (await code.isVisible()) {
      await code.fill(totp(secret))
      await page.getByRole('button', { name: 'Verify', exact: true }).click()
    }
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/account')
    await twoFactorBox(page).getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click()
    await expect(
      page.getByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeVisible()
    await context.close()
  })

  async function expectChallenge(page: Page) {
    await openLogin(page)
    await submitLogin(page, email, password)
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
  }

  test('enrol with an authenticator app; sign-in then asks for its code or a backup code', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await signIn(page, 'moderator')
    await page.goto('/admin/account')
    await waitForHydration(page)
    await twoFactorBox(page).getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
    const secretText = page.getByTestId('totp-secret')
    await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/)
    secret = (await secretText.textContent())!.trim()
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible()
    const backupCodes = await page
      .getByTestId('backup-codes')
      .getByRole('listitem')
      .allTextContents()
    expect(backupCodes.length).toBeGreaterThanOrEqual(2)

    await page.getByLabel('Code from the app').fill(wrongTotp(secret))
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
    await expectToast(page, 'Error', 'Invalid code')
    await expect(secretText).toBeVisible()
    await page.getByLabel('Code from the app').fill(totp(secret))
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
    await expectToast(page, 'Two-factor authentication enabled')
    enabled = true
    // Enabling replaced the session; the page re-rendered with it, still signed in.
    await expect(page).toHaveURL(/\/admin\/account$/)
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Turn off two-factor authentication' }),
    ).toBeVisible()

    // A stolen session cannot guess its way to turning it off: after 5 wrong passwords even
    // the right one is refused in this session, and two-factor stays on.
    const turnOff = page.getByRole('button', { name: 'Turn off two-factor authentication' })
    for (let attempt = 1; attempt <= 5; attempt++) {
      await twoFactorBox(page).getByLabel('Current password').fill(`wrong-guess-${attempt}`)
      await turnOff.click()
      await expect(turnOff).toBeDisabled() // while the attempt is checked
      await expect(turnOff).toBeEnabled()
    }
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid password' }).first(),
    ).toBeVisible()
    await twoFactorBox(page).getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click()
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Too many attempts. Please wait 15 minutes and try again.' }),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible()

    // The password alone no longer gets in; a wrong code is refused, the app's code works.
    await signOut(page)
    await expectChallenge(page)
    const before = await page.request.get('/admin', { maxRedirects: 0 })
    expect(before.headers().location, 'no session before the code').toMatch(/\/admin\/login$/)
    await page.getByLabel('Authentication code').fill(wrongTotp(secret))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expectToast(page, 'Login failed', 'Invalid code')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.getByLabel('Authentication code').fill(totp(secret))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

    // A backup code instead of the app.
    await signOut(page)
    await expectChallenge(page)
    await page.getByRole('button', { name: 'Use a backup code instead' }).click()
    await page.getByLabel('Backup code').fill(backupCodes[0]!)
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(page).toHaveURL(/\/admin$/)

    // Turned off again: the password alone is enough once more.
    await page.goto('/admin/account')
    await waitForHydration(page)
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible()
    await twoFactorBox(page).getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click()
    await expectToast(page, 'Two-factor authentication disabled')
    enabled = false
    await signOut(page)
    await signIn(page, 'moderator')
  })
})
