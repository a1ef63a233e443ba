import { expect, test, type Page } from '@playwright/test'
import { openLogin } from './admin-auth-support'
import { expectToast, signOut, submitLogin } from './admin-support'
import { newStaffAccount } from './staff-account'
import { waitForHydration } from './support'
import { totp, wrongTotp } from './totp'

/** My Account's two-factor section (the page also has the change-password form). */
const twoFactorBox = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' })

/**
 * The app's code once the 30 s step of the last one used has passed: a code opens one sign-in
 * (issue 38 §4), so the next one is what the app shows after it, as a person would wait for.
 */
async function nextTotp(secret: string, usedAt: number) {
  const step = (at: number) => Math.floor(at / 30_000)
  await expect.poll(() => step(Date.now()), { timeout: 35_000 }).toBeGreaterThan(step(usedAt))
  return totp(secret)
}

test.describe('two-factor authentication', () => {
  // An account of the test's own: while two-factor is on, its password alone no longer signs in.
  let email = ''
  let password = ''

  async function signInWithPassword(page: Page) {
    await openLogin(page)
    await submitLogin(page, email, password)
    await expect(page).toHaveURL(/\/admin$/)
  }

  async function expectChallenge(page: Page) {
    await openLogin(page)
    await submitLogin(page, email, password)
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
  }

  test('enrol with an authenticator app; sign-in then asks for its code or a backup code', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const account = await newStaffAccount(browser)
    email = account.email
    password = account.password
    await signInWithPassword(page)
    await page.goto('/admin/account')
    await waitForHydration(page)
    await twoFactorBox(page).getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
    const secretText = page.getByTestId('totp-secret')
    await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/)
    const secret = (await secretText.textContent())!.trim()
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
    const enrolledAt = Date.now()
    await page.getByLabel('Code from the app').fill(totp(secret, enrolledAt))
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
    await expectToast(page, 'Two-factor authentication enabled')
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
    // The code that turned it on is used up (issue 38 §4): the app's next one signs in.
    await page.getByLabel('Authentication code').fill(await nextTotp(secret, enrolledAt))
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
    await signOut(page)
    await signInWithPassword(page)
  })
})
