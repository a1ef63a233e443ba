import { expect, test, type Page } from '@playwright/test'
import { runSuffix } from './admin-content-support'
import { accounts, expectToast, openLead, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { bookConsultation } from './lead-post'
import { mailHeader } from '../tests/support/mail-text'
import { mailsTo, mailText, waitForMail, type ReceivedMail } from './mail'
import { waitForHydration } from './support'

const ALL_DAYS = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/** Settings › Leads › Response time, saved. */
async function setResponseTime(
  page: Page,
  values: { target: string; escalate: string; opens: string; closes: string; days: string[] },
) {
  await page.goto('/admin/settings')
  await waitForHydration(page)
  await page.getByLabel('Response target (minutes)').fill(values.target)
  await page.getByLabel('Remind the admins after (more minutes)').fill(values.escalate)
  await page.getByLabel('Working hours start').fill(values.opens)
  await page.getByLabel('Working hours end').fill(values.closes)
  for (const day of ALL_DAYS) {
    const box = page.getByRole('checkbox', { name: day, exact: true })
    if (values.days.includes(day)) await box.check()
    else await box.uncheck()
  }
  const form = page.locator('form').filter({ has: page.getByLabel('Response target (minutes)') })
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expectToast(page, 'Settings saved')
}

/** Today in Cairo as a datetime-local value at `time`. */
const cairoToday = (time: string) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date())}T${time}`

test('a New lead past the response target reminds its assignee, then the admins, each by one e-mail; the inbox shows it overdue, first', async ({
  page,
  browser,
}) => {
  // The target is a minute at least: this test waits for it (the other workers go on).
  test.setTimeout(180_000)
  await signIn(page, 'admin')
  const name = `Late Lead ${runSuffix()}`
  // Round the clock with a one-minute target only while this lead arrives (a lead's due time
  // is stamped on arrival), and no delay before the admins until its reminders are out (the
  // escalation is counted when the reminders run). The defaults come back in any case.
  const roundTheClock = { opens: '00:00', closes: '23:59', days: ALL_DAYS }
  await setResponseTime(page, { target: '1', escalate: '0', ...roundTheClock })
  const subject = `Still waiting for a call: ${name}`
  const reminder = (to: string) => (mail: ReceivedMail) =>
    mail.to.includes(to) && mailHeader(mail.raw, 'subject') === subject
  try {
    const visitor = await browser.newPage()
    await bookConsultation(visitor, name)
    await visitor.close()
    await setResponseTime(page, { target: '5', escalate: '0', ...roundTheClock })

    await openLead(page, name)
    await page
      .getByLabel('Assignee')
      .selectOption({ label: `Content Moderator (${accounts.moderator.email})` })
    await page.getByRole('button', { name: 'Assign', exact: true }).click()
    await expectToast(page, 'Lead assigned to Content Moderator')
    await expect(page.getByText(/No response yet: due by /)).toBeVisible()
    await expect(page.getByTestId('waiting-clock')).toContainText('Waiting')

    const toModerator = await waitForMail(
      reminder(accounts.moderator.email),
      'the reminder to the assignee',
      { timeout: 120_000 },
    )
    expect(mailText(toModerator.raw)).toContain('It is yours: call now')
    expect(mailText(toModerator.raw)).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/)
    const toAdmin = await waitForMail(reminder(accounts.admin.email), 'the reminder to the admins')
    expect(mailText(toAdmin.raw)).toContain("It is Content Moderator's lead.")
  } finally {
    await setResponseTime(page, {
      target: '5',
      escalate: '10',
      opens: '10:00',
      closes: '20:00',
      days: ALL_DAYS.filter((day) => day !== 'Friday'),
    })
  }

  // The timeline names who was reminded; the lead's reminders are then complete.
  await openLead(page, name)
  await expect(page.getByText(/reminder mailed to .*Site Admin/)).toBeVisible()
  await expect(page.getByText(/reminder mailed to Content Moderator/)).toBeVisible()
  expect(mailsTo(accounts.moderator.email, subject)).toHaveLength(1)
  expect(mailsTo(accounts.admin.email, subject)).toHaveLength(1)

  // In the inbox it is overdue and on top of the newest-first list.
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByTestId('waiting-clock'),
  ).toContainText('Overdue · Waiting')
  await page.goto('/admin/leads?due=overdue')
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
  expect(await seriousViolations(page, 'overdue view')).toEqual([])
})

test('a next action shows in Due today, then Overdue, and "E-mail me my day" mails the day', async ({
  page,
}) => {
  await signIn(page, 'admin')
  const suffix = runSuffix()
  const name = `Follow Up ${suffix}`
  await bookConsultation(page, name)
  await openLead(page, name)
  await page.getByRole('button', { name: 'Assign to me' }).click()
  await expectToast(page, 'Lead assigned to Site Admin')

  // A note without a time is refused under the field, and keeps what was typed.
  await page.getByLabel('What to do').fill(`Call back ${suffix}`)
  await page.getByRole('button', { name: 'Save next action' }).click()
  await expect(page.getByText('Choose when, or clear the note')).toBeVisible()
  await expect(page.getByLabel('What to do')).toHaveValue(`Call back ${suffix}`)

  await page.getByLabel('When (Cairo time)').fill(cairoToday('23:59'))
  await page.getByRole('button', { name: 'Save next action' }).click()
  await expectToast(page, 'Next action saved')
  await expect(page.getByTestId('next-action').first()).toContainText(`Next: `)
  await expect(page.getByText(/planned the next action for/)).toBeVisible()
  expect(await seriousViolations(page, 'lead page with a next action')).toEqual([])

  await page.goto('/admin/leads?due=today&assignee=mine')
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(`Call back ${suffix}`)
  await expect(page.getByRole('link', { name: 'Due today' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await waitForHydration(page)
  await page.getByRole('button', { name: 'E-mail me my day' }).click()
  await expectToast(page, 'follow-ups of today are queued to your e-mail')
  const digest = await waitForMail(
    (mail) =>
      mail.to.includes(accounts.admin.email) && mailText(mail.raw).includes(`Call back ${suffix}`),
    "the admin's day",
  )
  expect(mailText(digest.raw)).toContain('Your calls and viewings for today')
  expect(mailText(digest.raw)).toContain('/admin/leads?due=today&assignee=mine')

  // Moved to yesterday: overdue.
  await openLead(page, name)
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(yesterday)
  await page.getByLabel('When (Cairo time)').fill(`${day}T10:00`)
  await page.getByRole('button', { name: 'Save next action' }).click()
  await expectToast(page, 'Next action saved')
  await page.goto('/admin/leads?due=overdue&assignee=mine')
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByTestId('next-action'),
  ).toContainText('Overdue: ')

  await openLead(page, name)
  await page.getByRole('button', { name: 'Clear' }).click()
  await expectToast(page, 'Next action cleared')
  await expect(page.getByText('cleared the next action')).toBeVisible()
  await expect(page.getByLabel('When (Cairo time)')).toHaveValue('')
})

test('one person, one history: the same mobile shows on both leads, an admin merges them and unmerges again, every enquiry kept', async ({
  page,
  browser,
}) => {
  const suffix = runSuffix()
  const phone = `012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const visitor = await browser.newPage()
  await bookConsultation(visitor, `Hala First ${suffix}`, phone)
  await bookConsultation(visitor, `Hala Again ${suffix}`, phone)
  await visitor.close()
  await signIn(page, 'admin')

  await page.goto(`/admin/leads?q=${suffix}`)
  const rows = page.getByRole('row').filter({ hasText: suffix })
  await expect(rows).toHaveCount(2)
  await expect(rows.first().getByTestId('same-person-link')).toHaveText('Same person: 1 other lead')

  // Each lead has a rep: this one the admin, the other (assigned after it) the moderator.
  await openLead(page, `Hala First ${suffix}`)
  await page.getByRole('button', { name: 'Assign to me' }).click()
  await expectToast(page, 'Lead assigned to Site Admin')
  await openLead(page, `Hala Again ${suffix}`)
  await page
    .getByLabel('Assignee')
    .selectOption({ label: `Content Moderator (${accounts.moderator.email})` })
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expectToast(page, 'Lead assigned to Content Moderator')

  await openLead(page, `Hala First ${suffix}`)
  const other = page.getByTestId('same-person-lead')
  await expect(other).toContainText('Also enquired about a consultation on')
  await expect(other).toContainText('with Content Moderator · New')
  await other.getByRole('button', { name: 'Merge into this lead' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Merge that lead into this one?' })
  await expect(dialog).toBeVisible()
  // Who keeps the person is said before confirming: the newer assignment, unless changed.
  const owner = dialog.getByRole('group', { name: 'Whose is the merged lead?' })
  await expect(
    owner.getByRole('radio', { name: /^Content Moderator \(assigned .+, the newer\)$/ }),
  ).toBeChecked()
  await expect(owner.getByRole('radio', { name: /^Site Admin \(assigned / })).not.toBeChecked()
  expect(await seriousViolations(page, 'merge dialog with a choice of rep')).toEqual([])
  await dialog.getByRole('button', { name: 'Merge' }).click()
  await expectToast(page, 'Leads merged')
  await expect(page.getByText('Content Moderator’s lead')).toBeVisible()
  await expect(page.getByText('moved it to Content Moderator')).toBeVisible()
  await expect(
    page.getByText('On merging the same person’s leads (it was Site Admin’s)'),
  ).toBeVisible()
  await expect(page.getByTestId('merged-lead')).toContainText(`Hala Again ${suffix}`)
  await expect(
    page.getByText(`merged the lead of Hala Again ${suffix} (the same person) into this one`),
  ).toBeVisible()
  await expect(page.getByText('Enquired about a consultation (merged in)')).toBeVisible()
  await expect(page.getByText('· merged in: consultation')).toBeVisible()
  await expect(page.getByText(/· 2 enquiries/)).toBeVisible()
  expect(await seriousViolations(page, 'lead page with a merged lead')).toEqual([])

  await page.goto(`/admin/leads?q=${suffix}`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('2 enquiries')

  await openLead(page, `Hala First ${suffix}`)
  await page.getByTestId('merged-lead').getByRole('button', { name: 'Unmerge' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unmerge' }).click()
  await expectToast(page, 'Lead unmerged')
  await expect(
    page.getByText(`unmerged the lead of Hala Again ${suffix} (it is back in the inbox)`),
  ).toBeVisible()
  await page.goto(`/admin/leads?q=${suffix}`)
  await expect(rows).toHaveCount(2)
  await openLead(page, `Hala Again ${suffix}`)
  await expect(page.getByText('Received from the consultation form (English site)')).toBeVisible()
})
