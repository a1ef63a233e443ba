import { expect, test, type Page } from '@playwright/test'
import { runSuffix, signedInAs } from './admin-content-support'
import { accounts, expectToast, openLead } from './admin-support'
import { withoutDialer } from './admin-lead-support'
import { bookConsultation } from './lead-post'
import { waitForHydration } from './support'

// The lead page's stage and assignee forms after a save: they show what was saved, so the next
// press does the next thing (before, the stage stayed on the old choice and the assignee select
// on the old person: a second press erred or took the lead away again).

signedInAs('moderator')

/** Presses a lead form's button and waits for the action's answer. */
async function press(page: Page, button: string) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
  )
  await page.getByRole('button', { name: button, exact: true }).click()
  await answered
}

/** A visitor books a consultation as `name`; its lead page opens from the inbox, hydrated. */
async function openBookedLead(page: Page, name: string) {
  await bookConsultation(page, name)
  await openLead(page, name)
}

test('after a save the stage select offers the next stage and the assignee select shows who has the lead', async ({
  page,
}) => {
  const name = `Karim Lotfy ${runSuffix()}`
  await openBookedLead(page, name)

  const stage = page.getByLabel('Move to stage')
  await expect(stage).toHaveValue('contacted')
  await press(page, 'Update stage')
  await expectToast(page, 'Lead moved to Contacted')
  await expect(stage.getByRole('option', { name: 'Contacted (current)' })).toHaveCount(1)
  await expect(stage).toHaveValue('qualified')
  await press(page, 'Update stage')
  await expectToast(page, 'Lead moved to Qualified')
  await expect(stage).toHaveValue('viewing')

  const assignee = page.getByLabel('Assignee')
  await expect(assignee).toHaveValue('')
  await press(page, 'Assign to me')
  await expect(assignee.locator('option:checked')).toContainText(accounts.moderator.email)
  await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0)
  // Pressed again, "Assign" keeps the lead with the person the select shows.
  await press(page, 'Assign')
  await page.reload()
  await expect(page.getByLabel('Assignee').locator('option:checked')).toContainText(
    accounts.moderator.email,
  )
  await expect(page.getByLabel('Move to stage')).toHaveValue('viewing')
})

test('Call logs an attempt; No answer leaves the lead waiting; Reached added later to the earlier call stamps the first response at that call', async ({
  page,
}) => {
  const name = `Salma Adel ${runSuffix()}`
  await withoutDialer(page)
  await openBookedLead(page, name)
  const waiting =
    /^No response yet: due by \d{1,2} \w{3} \d{4}, \d{2}:\d{2}, call or WhatsApp them now$/
  await expect(page.getByTestId('first-response')).toHaveText(waiting)

  // The phone app would open from the tel: link; the page stays and asks for the outcome.
  await page.getByRole('link', { name: 'Call' }).click({ noWaitAfter: true })
  const outcome = page.getByRole('group', { name: 'What came of the Call?' })
  await expect(outcome).toBeVisible()
  await expect(page.getByText('called the lead')).toBeVisible()
  await outcome.getByRole('button', { name: 'No answer' }).click()
  await expectToast(page, 'Logged: No answer')
  await expect(outcome).toBeHidden()
  await expect(page.getByText('logged the call: No answer')).toBeVisible()
  // A call nobody answered is no response: the lead still waits.
  await expect(page.getByTestId('first-response')).toHaveText(waiting)

  // A second call, talked through; the page was left before its outcome was tapped.
  await page.getByRole('link', { name: 'Call' }).click({ noWaitAfter: true })
  await expect(page.getByRole('group', { name: 'What came of the Call?' })).toBeVisible()
  await expect(
    page.getByText('No outcome logged yet: the lead still waits for a first response'),
  ).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  const untold = page
    .getByRole('listitem')
    .filter({ hasText: 'No outcome logged yet: the lead still waits for a first response' })
  await expect(untold).toHaveCount(1)
  await untold.getByText('Add what came of it').click()
  await untold
    .getByRole('group', { name: 'What came of the Call?' })
    .getByRole('button', { name: 'Reached' })
    .click()
  await expectToast(page, 'Logged: Reached')
  await expect(untold).toHaveCount(0)
  await expect(page.getByText('logged the call: Reached')).toBeVisible()
  // One duration, one rounding: the header and the details panel say the same.
  const header = await page.getByTestId('first-response').innerText()
  const duration = /^First response (.+) after it arrived$/.exec(header)?.[1]
  expect(duration).toMatch(/^(under a minute|\d+ min)$/)
  const details = page.locator('dl').filter({ hasText: 'Time to first response' })
  await expect(details).toContainText(`Time to first response${duration}`)
})

test('a person who was Lost books again: a re-enquiry, marked in the inbox and on its page, linked to the Lost lead', async ({
  page,
  browser,
}) => {
  const suffix = runSuffix()
  const phone = `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const visitor = await browser.newPage()
  await bookConsultation(visitor, `Lost Once ${suffix}`, phone)
  await openLead(page, `Lost Once ${suffix}`)
  await page.getByLabel('Move to stage').selectOption('lost')
  await page.getByLabel('Why was it lost?').selectOption({ label: 'Not buying now' })
  await press(page, 'Update stage')
  await expectToast(page, 'Lead moved to Lost')

  await bookConsultation(visitor, `Back Again ${suffix}`, phone)
  await visitor.close()
  await page.goto(`/admin/leads?q=${suffix}`)
  const rows = page.getByRole('row').filter({ hasText: suffix })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: `Back Again ${suffix}` })).toContainText('Re-enquiry')
  await expect(rows.filter({ hasText: `Lost Once ${suffix}` })).not.toContainText('Re-enquiry')

  await openLead(page, `Back Again ${suffix}`)
  const marker = page.getByTestId('re-enquiry')
  await expect(marker).toContainText('Re-enquiry')
  await expect(marker).toContainText(
    /They came back: their earlier lead is Lost \(\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\)/,
  )
  // Its own clock: it waits for a first response of its own.
  await expect(page.getByTestId('first-response')).toHaveText(/^No response yet: due by /)
  await marker.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: `Lost Once ${suffix}` })).toBeVisible()
})

test('the lead page links the landing page (the site’s own) and shows another site’s referrer as text', async ({
  page,
  browser,
}) => {
  const name = `Referred Visitor ${runSuffix()}`
  const visitor = await browser.newPage()
  await bookConsultation(visitor, name, undefined, { referer: 'https://evil.example/page?x=1' })
  await visitor.close()
  await openLead(page, name)
  // The last touch: the visit that brought the lead (here also its first).
  const details = page.getByTestId('lead-last-touch')
  await expect(details.getByText('https://evil.example/page?x=1')).toBeVisible()
  await expect(details.getByRole('link', { name: /evil\.example/ })).toHaveCount(0)
  await expect(details.getByRole('link', { name: /^http:\/\/localhost:\d+\/$/ })).toBeVisible()
})
