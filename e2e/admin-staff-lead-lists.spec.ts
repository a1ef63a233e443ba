import { expect, test, type Page } from '@playwright/test'
import { runSuffix } from './admin-content-support'
import { expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { bookConsultation } from './lead-post'
import { mailText, receivedMails, waitForMail, type ReceivedMail } from './mail'
import { newStaffAccount } from './staff-account'
import { waitForHydration } from './support'

// Issue 38 §1: a deactivated rep gets no lead's personal data by mail. Deactivating takes
// them out of every list that sends them leads, and the dialog says which.

const company = (page: Page) => page.getByRole('region', { name: 'Company' })
const recipientsField = (page: Page) =>
  company(page).getByLabel('Lead notification recipients', { exact: true })
const routingForm = (page: Page) => page.getByRole('form', { name: 'Automatic assignment' })

/** The sales notifications about the lead of this name received so far. */
const notificationsOf = (name: string) =>
  receivedMails().filter((mail) => mailText(mail.raw).includes(`Name: ${name}`))

const isNotificationOf = (name: string) => (mail: ReceivedMail) =>
  mailText(mail.raw).includes(`Name: ${name}`)

// @quiet: Settings › Company's recipients and the rotation are one for the whole site.
test(
  'a deactivated rep leaves the notification recipients and the rotation, and gets no lead by mail',
  { tag: '@quiet' },
  async ({ page, browser }) => {
    test.setTimeout(150_000)
    // Signed in first: the admin session newStaffAccount reuses is then this run's.
    await signIn(page, 'admin')
    const rep = await newStaffAccount(browser, 'sales')
    await page.goto('/admin/settings')
    await waitForHydration(page)
    const original = await recipientsField(page).inputValue()
    try {
      // The rep's address among the recipients, and the rep in the rotation.
      await recipientsField(page).fill(`${original}, ${rep.email}`)
      await company(page).getByRole('button', { name: 'Save company details' }).click()
      await expectToast(page, 'Settings saved')
      await routingForm(page)
        .getByRole('group', { name: 'Reps in the rotation' })
        .getByLabel(new RegExp(rep.email.replace(/\./g, '\\.')))
        .check()
      await routingForm(page).getByRole('button', { name: 'Save automatic assignment' }).click()
      await expectToast(page, 'Automatic assignment saved')

      // While active, they get the sales notification of a new lead.
      const first = `Before ${runSuffix()}`
      const visitor = await browser.newPage()
      await bookConsultation(visitor, first)
      const before = await waitForMail(isNotificationOf(first), `the sales mail of ${first}`)
      expect(before.to).toContain(rep.email)

      // The deactivation dialog names the lists they leave.
      await page.goto('/admin/staff')
      await waitForHydration(page)
      await page
        .getByRole('row')
        .filter({ hasText: rep.email })
        .getByRole('button', { name: `Deactivate ${rep.name}` })
        .click()
      const dialog = page.getByRole('alertdialog', { name: 'Deactivate this account?' })
      await expect(dialog).toContainText('They also leave every list that sends them leads:')
      await expect(
        dialog.getByRole('listitem').filter({ hasText: 'Lead notification recipients' }),
      ).toBeVisible()
      await expect(
        dialog.getByRole('listitem').filter({ hasText: 'The automatic assignment rotation' }),
      ).toBeVisible()
      expect(await seriousViolations(page, 'deactivate dialog with lead lists')).toEqual([])
      await dialog.getByRole('button', { name: 'Deactivate' }).click()
      await expectToast(page, 'Account deactivated', rep.name)

      // Gone from both lists in Settings.
      await page.goto('/admin/settings')
      await waitForHydration(page)
      await expect(recipientsField(page)).not.toHaveValue(new RegExp(rep.email))
      await expect(
        routingForm(page).getByRole('checkbox', { name: new RegExp(rep.email), checked: true }),
      ).toHaveCount(0)

      // A new lead, and a resend of the first, reach the inbox without them.
      const second = `After ${runSuffix()}`
      await bookConsultation(visitor, second)
      await visitor.close()
      const after = await waitForMail(isNotificationOf(second), `the sales mail of ${second}`)
      expect(after.to).not.toContain(rep.email)
      await page.goto(`/admin/leads?q=${encodeURIComponent(first)}`)
      await page.getByRole('link', { name: first }).click()
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Resend notification' }).click()
      await expectToast(page, 'Notification queued again')
      await expect
        .poll(() => notificationsOf(first).length, { message: 'the resent sales mail' })
        .toBe(2)
      expect(notificationsOf(first)[1]!.to).not.toContain(rep.email)
      // Since the deactivation the rep's mailbox got nothing on the SMTP server.
      const toRep = receivedMails().filter((mail) => mail.to.includes(rep.email))
      expect(toRep.filter(isNotificationOf(first))).toHaveLength(1)
      expect(toRep.filter(isNotificationOf(second))).toEqual([])
    } finally {
      await page.goto('/admin/settings')
      await waitForHydration(page)
      await recipientsField(page).fill(original)
      await company(page).getByRole('button', { name: 'Save company details' }).click()
      await expectToast(page, 'Settings saved')
    }
  },
)
