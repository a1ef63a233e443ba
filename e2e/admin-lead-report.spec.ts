import { expect, test } from '@playwright/test'
import { runSuffix } from './admin-content-support'
import { expectToast, openLead, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { withoutDialer } from './admin-lead-support'
import { bookConsultation } from './lead-post'

/** Today in Cairo, as the report's address writes a day. */
const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date())

// Other tests add leads today too: the figures are checked as "at least", or on this lead's rep.
test("the lead report shows a rep's first response, the funnel and the leads per hour, on a phone too", async ({
  page,
}) => {
  await withoutDialer(page)
  await signIn(page, 'admin')
  const name = `Report Lead ${runSuffix()}`
  await bookConsultation(page, name)
  await openLead(page, name)
  await page.getByRole('button', { name: 'Assign to me' }).click()
  await expectToast(page, 'Lead assigned to Site Admin')
  // The phone app opens from the tel: link; the page stays and asks for the outcome.
  await page.getByRole('link', { name: 'Call' }).click({ noWaitAfter: true })
  const outcome = page.getByRole('group', { name: 'What came of the Call?' })
  await outcome.getByRole('button', { name: 'Reached' }).click()
  await expectToast(page, 'Logged: Reached')

  const today = cairoToday()
  await page.goto(`/admin/leads/report?from=${today}&to=${today}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Lead report' })).toBeVisible()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today)

  // Site Admin's row: at least this lead, with a first response timed (not "—").
  const rep = page
    .getByRole('table', { name: 'Speed and funnel per rep' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Site Admin', exact: true }) })
  await expect(rep).toHaveCount(1)
  const [leads, median] = await rep.getByRole('cell').allInnerTexts()
  expect(Number(leads!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1)
  expect(median).toMatch(/^(under a minute|\d+ (min|h|days?))/)

  const funnel = page.getByRole('region', { name: 'Funnel', exact: true })
  await expect(funnel.getByText('Contacted')).toBeVisible()
  await expect(funnel.getByText(/^Won value: [\d,]+ EGP$/)).toBeVisible()
  const hours = page.getByRole('list', { name: 'Leads per hour of the day' })
  await expect(hours.getByRole('listitem')).toHaveCount(24)
  await expect(page.getByText(/the busiest hour had \d+ leads?\./)).toBeVisible()
  expect(await seriousViolations(page, 'lead report')).toEqual([])

  // On a phone: nothing wider than the screen (the tables scroll in their own frames).
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(page, 'lead report on a phone')).toEqual([])

  // A quick range: the address says it, and the fields show it.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('link', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/admin/leads/report\\?from=\\d{4}-\\d{2}-\\d{2}&to=${today}$`),
  )
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today)
})

test('a reversed range is read the right way round, a malformed one as the last 30 days', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.goto('/admin/leads/report?from=2032-06-30&to=2032-06-01')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2032-06-01')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2032-06-30')
  await expect(page.getByText('1 Jun 2032 – 30 Jun 2032 (30 days)')).toBeVisible()
  await page.goto('/admin/leads/report?from=soon&to=2032-02-30')
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(cairoToday())
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})
