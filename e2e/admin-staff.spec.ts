import { expect, test, type Browser, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { expectToast, signIn, submitLogin } from './admin-support'
import { submitProjectLead } from './admin-lead-support'
import { seriousViolations } from './axe'
import { mailText, waitForMail } from './mail'
import { waitForHydration } from './support'

async function invitationLink(to: string) {
  const mail = await waitForMail((m) => m.to.includes(to), `an invitation mail to ${to}`)
  const text = mailText(mail.raw)
  expect(text).toContain('Site Admin invited you to the Masar admin portal as Moderator.')
  return /https?:\/\/\S+\/admin\/reset-password\?token=\S+&invite=1/.exec(text)![0]
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

const memberRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email })

test('an admin invites a moderator who sets a password from the e-mail; deactivation signs them out at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const stamp = runSuffix()
  const name = `Hana Farid ${stamp}`
  const email = `hana-${stamp}@e2e.example`
  const password = `Hana-chosen-${stamp}-passphrase`
  await signIn(page, 'admin')
  await page.goto('/admin/staff')
  await waitForHydration(page)

  // A bad address is refused under its field, with the name kept.
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill('hana@')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation not sent')
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)

  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation sent', email)
  await expect(memberRow(page, email)).toContainText('Invited')
  await expect(memberRow(page, email)).toContainText('Moderator')
  expect(await seriousViolations(page, 'staff')).toEqual([])

  // The invitee chooses a password from the mailed link and signs in.
  const link = await invitationLink(email)
  const invitee = await freshPage(browser)
  await invitee.goto(new URL(link).pathname + new URL(link).search)
  await waitForHydration(invitee)
  await expect(invitee.getByRole('heading', { name: 'Welcome to Masar Admin' })).toBeVisible()
  await invitee.getByLabel('New password', { exact: true }).fill(password)
  await invitee.getByLabel('Confirm new password').fill(password)
  await invitee.getByRole('button', { name: 'Set New Password' }).click()
  await expect(invitee).toHaveURL(/\/admin\/login/)
  await waitForHydration(invitee)
  await submitLogin(invitee, email, password)
  await expect(invitee).toHaveURL(/\/admin$/)
  await page.reload()
  await expect(memberRow(page, email)).toContainText('Active')
  // Their inbox, left open, is live.
  await invitee.goto('/admin/leads')
  const liveStatus = invitee.getByRole('status').filter({ hasText: /live/i })
  await expect(liveStatus).toHaveText(/^Live:/)

  // Deactivated: their open inbox stops being live (the stream re-checks its session:
  // LIVE_SESSION_CHECK_MS, 2 s here, a minute by default), their next request lands on
  // sign-in, and sign-in says why.
  await memberRow(page, email)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate this account?' })
  await expect(dialog).toContainText(`${name} is signed out everywhere at once`)
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expectToast(page, 'Account deactivated', name)
  await expect(memberRow(page, email)).toContainText('Deactivated')
  await expect(liveStatus).toHaveText('Not live: you are signed out, so new leads will not show.')
  await invitee.goto('/admin/leads')
  await expect(invitee).toHaveURL(/\/admin\/login/)
  await waitForHydration(invitee)
  await submitLogin(invitee, email, password)
  await expect(
    invitee.getByText('This account has been deactivated. Ask an administrator to reactivate it.'),
  ).toBeVisible()

  // The only admin cannot demote themselves.
  const self = memberRow(page, 'admin@e2e.example')
  await self.getByLabel('Role of Site Admin').selectOption('moderator')
  await self.getByRole('button', { name: 'Change role' }).click()
  await expectToast(page, 'Role not changed', 'The last active admin cannot be demoted.')

  // Reactivated: they sign in again.
  await memberRow(page, email)
    .getByRole('button', { name: `Reactivate ${name}` })
    .click()
  await expectToast(page, 'Account reactivated', name)
  await submitLogin(invitee, email, password)
  // Back to the page that sent them to sign in.
  await expect(invitee).toHaveURL(/\/admin\/leads$/)
})

/** Invites a moderator through the form; they set their password from the mail and sign in. */
async function acceptedModerator(page: Page, browser: Browser, name: string, email: string) {
  await page.goto('/admin/staff')
  await waitForHydration(page)
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation sent', email)
  return async () => {
    const password = `Chosen-${runSuffix()}-passphrase`
    const link = new URL(await invitationLink(email))
    const invitee = await freshPage(browser)
    await invitee.goto(link.pathname + link.search)
    await waitForHydration(invitee)
    await invitee.getByLabel('New password', { exact: true }).fill(password)
    await invitee.getByLabel('Confirm new password').fill(password)
    await invitee.getByRole('button', { name: 'Set New Password' }).click()
    await expect(invitee).toHaveURL(/\/admin\/login/)
    await waitForHydration(invitee)
    await submitLogin(invitee, email, password)
    await expect(invitee).toHaveURL(/\/admin$/)
    return invitee
  }
}

test('a rep greets in Arabic with their Arabic name; deactivating them asks where their open lead goes', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const stamp = runSuffix()
  const name = `Hoda Saleh ${stamp}`
  const email = `hoda-${stamp}@e2e.example`
  const lead = { name: `منى ${stamp}`, mobile: '01123456789', gclid: `staff-${stamp}` }
  await signIn(page, 'admin')
  const accept = await acceptedModerator(page, browser, name, email)
  const visitor = await freshPage(browser)
  await submitProjectLead(visitor, lead)
  await visitor.context().close()
  await page.goto(`/admin/leads?q=${stamp}`)
  await page.getByRole('link', { name: lead.name }).click()
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  const leadPage = page.url()
  // Invited, not yet signed in: not someone a lead can go to.
  const assignee = page.getByLabel('Assignee')
  await expect(assignee.getByRole('option', { name: new RegExp(email) })).toHaveCount(0)

  // Signed in, they give their Arabic name on My Account and get the lead.
  const rep = await accept()
  await rep.goto('/admin/account')
  await waitForHydration(rep)
  await rep.getByLabel('Name in Arabic').fill('هدى صالح')
  await rep.getByRole('button', { name: 'Save names' }).click()
  await expectToast(rep, 'Your names are saved')
  expect(await seriousViolations(rep, 'my account')).toEqual([])
  await page.reload()
  await page.getByLabel('Assignee').selectOption({ label: `${name} (${email})` })
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expectToast(page, `Lead assigned to ${name}`)
  await rep.goto(leadPage)
  const whatsapp = await rep.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')
  expect(decodeURIComponent(whatsapp!)).toContain(`مرحبًا منى، معك هدى صالح من مسار`)

  // Deactivating asks where the open lead goes: asked again until answered, then moved.
  await page.goto('/admin/staff')
  await waitForHydration(page)
  await expect(memberRow(page, email)).toContainText('هدى صالح')
  await memberRow(page, email)
    .getByRole('button', { name: `Deactivate ${name}` })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate this account?' })
  const heir = dialog.getByLabel('Their open lead goes to')
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expect(dialog.getByText('Choose who gets their open lead')).toBeVisible()
  await expect(heir).toBeFocused()
  expect(await seriousViolations(page, 'deactivate dialog')).toEqual([])
  await heir.selectOption({ label: 'Site Admin' })
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expectToast(page, 'Account deactivated', name)
  await page.goto(leadPage)
  await expect(page.getByText('Site Admin moved it to Site Admin')).toBeVisible()
  await expect(page.getByText(`${name}’s account was deactivated`)).toBeVisible()
})
