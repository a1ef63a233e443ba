import { expect, test, type Page } from '@playwright/test'
import { runSuffix, signedInAs } from './admin-content-support'
import { accounts, expectToast, openLead } from './admin-support'
import { bookConsultation } from './lead-post'

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

test('Call logs the attempt and asks what came of it: one tap on an outcome stamps the first response, both in the timeline', async ({
  page,
}) => {
  const name = `Salma Adel ${runSuffix()}`
  await openBookedLead(page, name)
  await expect(page.getByTestId('first-response')).toHaveText(
    /^No response yet: due by \d{1,2} \w{3} \d{4}, \d{2}:\d{2}, call or WhatsApp them now$/,
  )

  // The phone app opens from the tel: link; the page stays and asks for the outcome.
  await page.getByRole('link', { name: 'Call' }).click({ noWaitAfter: true })
  const outcome = page.getByRole('group', { name: 'What came of the Call?' })
  await expect(outcome).toBeVisible()
  await expect(page.getByText('called the lead')).toBeVisible()
  await expect(page.getByTestId('first-response')).toHaveText(
    /^First response (under a minute|\d+ min) after it arrived$/,
  )
  await outcome.getByRole('button', { name: 'No answer' }).click()
  await expectToast(page, 'Logged: No answer')
  await expect(outcome).toBeHidden()
  await expect(page.getByText('logged the call: No answer')).toBeVisible()
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
  const details = page.locator('dl').filter({ hasText: 'Referrer' })
  await expect(details.getByText('https://evil.example/page?x=1')).toBeVisible()
  await expect(details.getByRole('link', { name: /evil\.example/ })).toHaveCount(0)
  await expect(details.getByRole('link', { name: /^http:\/\/localhost:\d+\/$/ })).toBeVisible()
})
