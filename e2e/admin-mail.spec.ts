import { expect, test, type Browser, type Page } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { runSuffix } from './admin-content-support'
import { accounts, answerTwoFactor, expectToast, signIn, submitLogin } from './admin-support'
import { seriousViolations } from './axe'
import { mailsTo, mailText } from './mail'
import { waitForHydration } from './support'

// Settings › Mail and invitations (issue 23 §2): a toast that says sent means the mail server
// took it. The run's app has SMTP on loopback; a second instance of the same build has none.

const NO_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const NO_SMTP_DATA_DIR = '.data-e2e-no-smtp'
const ADMIN = accounts.admin
const PHONE = { width: 390, height: 844 }

/** Every button in `scope` is at least 44 px tall at phone width. */
async function expectPhoneTargets(page: Page, scope: string) {
  const heights = await page
    .locator(`${scope} button, ${scope} input, ${scope} a`)
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))
  expect(heights.filter((height) => height > 0 && height < 44)).toEqual([])
}

async function sendTestMail(page: Page, to: string) {
  await page.getByLabel('Send a test mail to').fill(to)
  await page.getByRole('button', { name: 'Send a test mail' }).click()
}

test('with SMTP on loopback: "Test mail sent" means it arrived; the outbox shows it sent, with its text', async ({
  page,
}) => {
  const to = `mail-test-${runSuffix()}@e2e.example`
  await signIn(page, 'admin')
  await expect(page.getByText('Mail is not being delivered')).toHaveCount(0)
  await page.goto('/admin/settings#mail')
  await waitForHydration(page)
  const mail = page.locator('#mail')
  await expect(mail).toContainText('A mail server (SMTP) is configured')
  await sendTestMail(page, to)
  await expectToast(page, 'Test mail sent', to)
  // Sent means the server already has it: no waiting for the worker.
  expect(mailsTo(to, 'Masar test mail')).toHaveLength(1)
  expect(mailText(mailsTo(to)[0]!.raw)).toContain('sent this test from Settings › Mail')

  const row = mail.getByRole('row').filter({ hasText: to })
  await expect(row).toContainText('Test mail')
  await expect(row).toContainText('Sent')
  expect(await seriousViolations(page, 'settings › mail')).toEqual([])
  await row.getByRole('button', { name: /^View the text of/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Masar test mail' })
  await expect(dialog).toContainText('sent this test from Settings › Mail')
  await page.keyboard.press('Escape')

  await page.setViewportSize(PHONE)
  await expectPhoneTargets(page, '#mail form')
})

test('with SMTP on loopback: the invitation arrives before "Invitation sent" is shown', async ({
  page,
}) => {
  const stamp = runSuffix()
  const email = `mail-invitee-${stamp}@e2e.example`
  await signIn(page, 'admin')
  await page.goto('/admin/staff')
  await waitForHydration(page)
  await page.getByLabel('Name', { exact: true }).fill(`Mona Adel ${stamp}`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation sent', email)
  expect(mailsTo(email, 'You are invited to the Masar admin portal')).toHaveLength(1)
  await expect(page.getByLabel(/One-time link/)).toHaveCount(0)
})

test.describe('without a mail server', () => {
  // One instance for both tests: they run one after the other in the worker that started it.
  test.describe.configure({ mode: 'default' })
  let server: AppServer | null = null

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startAppServer({
      port: NO_SMTP_PORT,
      dataDir: NO_SMTP_DATA_DIR,
      env: {
        SEED_ADMIN_EMAIL: ADMIN.email,
        SEED_ADMIN_PASSWORD: ADMIN.password,
        SEED_ADMIN_TOTP_SECRET: ADMIN.totpSecret,
        SIGN_IN_RATE_LIMIT: '1000',
      },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  async function adminPage(browser: Browser) {
    const context = await browser.newContext({ baseURL: server!.url })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await waitForHydration(page)
    await submitLogin(page, ADMIN.email, ADMIN.password)
    await answerTwoFactor(page, ADMIN.totpSecret)
    await expect(page).toHaveURL(/\/admin$/)
    return page
  }

  test('a banner says so; an invitation is "not delivered" with a link that works once; re-inviting offers a resend', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const page = await adminPage(browser)
    await expect(page.getByRole('region', { name: 'Mail delivery' })).toContainText(
      'Mail is not being delivered: no mail server (SMTP) is configured',
    )

    const email = `pending-${runSuffix()}@e2e.example`
    await page.goto('/admin/staff')
    await waitForHydration(page)
    await page.getByLabel('Name', { exact: true }).fill('Sara Nabil')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expectToast(page, 'Queued, not delivered (no mail server)', email)
    await expect(page.getByText('Invitation sent')).toHaveCount(0)
    const field = page.getByLabel(/One-time link to set their password/)
    const first = await field.inputValue()
    expect(first).toContain('/admin/reset-password?token=')
    expect(await seriousViolations(page, 'invitation not delivered')).toEqual([])

    // The same address in capitals: nothing is renamed; a resend is offered, and replaces the link.
    await page.getByLabel('Name', { exact: true }).fill('Another Name')
    await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const resend = page.getByRole('button', { name: 'Resend invitation' })
    await expect(page.locator('main').getByRole('status')).toContainText(
      `${email} is already invited (Sara Nabil)`,
    )
    await expect(resend).toBeFocused()
    await page.setViewportSize(PHONE)
    await expectPhoneTargets(page, 'main form')
    await resend.click()
    await expectToast(page, 'Queued, not delivered (no mail server)', email)
    const second = await field.inputValue()
    expect(second).not.toBe(first)
    await expectPhoneTargets(page, 'main [role="status"]')

    // The link works once: the invitee sets a password; the same link again is refused.
    const invitee = await (await browser.newContext({ baseURL: server!.url })).newPage()
    const use = async () => {
      await invitee.goto(new URL(second).pathname + new URL(second).search)
      await waitForHydration(invitee)
      await invitee.getByLabel('New password', { exact: true }).fill('Sara-chosen-passphrase')
      await invitee.getByLabel('Confirm new password').fill('Sara-chosen-passphrase')
      await invitee.getByRole('button', { name: 'Set New Password' }).click()
    }
    await use()
    await expect(invitee).toHaveURL(/\/admin\/login/)
    await use()
    await expectToast(invitee, 'Reset failed')
    // The first link stopped working at the resend.
    await invitee.goto(new URL(first).pathname + new URL(first).search)
    await waitForHydration(invitee)
    await invitee.getByLabel('New password', { exact: true }).fill('Sara-other-passphrase')
    await invitee.getByLabel('Confirm new password').fill('Sara-other-passphrase')
    await invitee.getByRole('button', { name: 'Set New Password' }).click()
    await expectToast(invitee, 'Reset failed')

    // Settings › Mail says the same, and the test mail stays queued.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin/settings#mail')
    await waitForHydration(page)
    await expect(page.locator('#mail')).toContainText('No mail server is configured')
    await sendTestMail(page, 'nobody@e2e.example')
    await expectToast(page, 'Test mail queued, not delivered (no mail server)')
    await expect(
      page.locator('#mail').getByRole('row').filter({ hasText: 'nobody@e2e.example' }),
    ).toContainText('Queued')
  })

  test('a pending invitation is revoked from its row: the account and the link are gone', async ({
    browser,
  }) => {
    const page = await adminPage(browser)
    const email = `revoke-${runSuffix()}@e2e.example`
    await page.goto('/admin/staff')
    await waitForHydration(page)
    await page.getByLabel('Name', { exact: true }).fill('Omar Revoked')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expectToast(page, 'Queued, not delivered (no mail server)', email)
    const link = await page.getByLabel(/One-time link/).inputValue()
    const row = page.getByRole('row').filter({ hasText: email })
    await row.getByRole('button', { name: 'Revoke the invitation to Omar Revoked' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this invitation?' })
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click()
    await expectToast(page, 'Invitation revoked', 'Omar Revoked')
    await expect(row).toHaveCount(0)
    await page.goto(new URL(link).pathname + new URL(link).search)
    await waitForHydration(page)
    await page.getByLabel('New password', { exact: true }).fill('Omar-chosen-passphrase')
    await page.getByLabel('Confirm new password').fill('Omar-chosen-passphrase')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expectToast(page, 'Reset failed')
  })
})
