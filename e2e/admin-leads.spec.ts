import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { parseCsv } from '../tests/support/parse-csv'
import { baseURL } from '../playwright.config'
import { actionResult, replayAction, type RecordedAction } from './action-replay'
import { runSuffix } from './admin-content-support'
import { submitProjectLead } from './admin-lead-support'
import { accounts, expectToast, signIn, type AccountRole } from './admin-support'
import { seriousViolations } from './axe'
import { mailText, waitForMail } from './mail'
import { waitForHydration } from './support'

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'
const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!)

async function staffPage(browser: Browser, role: AccountRole) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, role)
  return page
}

/** The sidebar's count of New leads nobody has taken. */
async function newLeadCount(page: Page) {
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Leads/ })
  const text = (await link.textContent()) ?? ''
  return Number(/(\d+)/.exec(text)?.[1] ?? 0)
}

/**
 * New leads nobody has taken among those a search finds (the New tab's count): the sidebar
 * counts all of them, which other tests' leads change meanwhile.
 */
async function newUnassignedFound(page: Page, q: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(q)}&assignee=unassigned`)
  const tab = page
    .getByRole('navigation', { name: 'Lead stages' })
    .getByRole('link', { name: /^New/ })
  return Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1])
}

async function searchInbox(page: Page, q: string) {
  await page.goto(`/admin/leads`)
  await waitForHydration(page)
  await page.getByLabel('Search leads').fill(q)
  await page.getByLabel('Search leads').press('Enter')
  await expect(page).toHaveURL(/\/admin\/leads\?q=/)
}

async function moveTo(page: Page, stage: string, extra: () => Promise<void> = async () => {}) {
  await page.getByLabel('Move to stage').selectOption({ label: stage })
  await extra()
  await page.getByRole('button', { name: 'Update stage' }).click()
}

async function downloadText(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download')
  await click()
  return readFileSync(await (await download).path(), 'utf8')
}

test('a lead from the public site is found, assigned, worked to Won, exported and erased', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = runSuffix()
  const mobile = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const lead = { name: `منى الشريف ${stamp}`, mobile, gclid: `e2e-gclid-${stamp}` }
  const admin = await staffPage(browser, 'admin')
  await submitProjectLead(page, lead)

  // The admin finds it in the inbox (New, unassigned, counted in the sidebar) and assigns it.
  await searchInbox(admin, stamp)
  const row = admin.getByRole('row').filter({ hasText: lead.name })
  await expect(row).toContainText('New')
  await expect(row).toContainText('Unassigned')
  await expect(row).toContainText('Google Ads')
  expect(await newLeadCount(admin)).toBeGreaterThanOrEqual(1)
  expect(await seriousViolations(admin, 'leads inbox')).toEqual([])
  expect(await newUnassignedFound(admin, stamp)).toBe(1)
  await searchInbox(admin, stamp)
  await row.getByRole('link', { name: lead.name }).click()
  await expect(admin.getByRole('heading', { level: 1, name: lead.name })).toBeVisible()
  await waitForHydration(admin)
  const whatsapp = await admin.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')
  expect(whatsapp).toContain(`https://wa.me/2${mobile}?text=`)
  expect(decodeURIComponent(whatsapp!)).toContain('مرحبًا منى، معك مدير الموقع من مسار')
  await expect(admin.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+2${mobile}`)
  await expect(
    admin.getByTestId('lead-last-touch').getByText(lead.gclid, { exact: true }),
  ).toBeVisible()
  await admin
    .getByLabel('Assignee')
    .selectOption({ label: `Content Moderator (${accounts.moderator.email})` })
  await admin.getByRole('button', { name: 'Assign', exact: true }).click()
  await expectToast(admin, 'Lead assigned to Content Moderator')
  await expect(admin.getByText('Site Admin assigned it to Content Moderator')).toBeVisible()
  const leadPage = admin.url()
  expect(await newUnassignedFound(admin, stamp)).toBe(0)
  await admin.goto(leadPage)
  await expect(admin.getByText('Site Admin assigned it to Content Moderator')).toBeVisible()
  const toModerator = await waitForMail(
    (m) => m.to.includes(accounts.moderator.email) && mailText(m.raw).includes(lead.name),
    'the assignment mail reaches the moderator over SMTP',
  )
  expect(mailText(toModerator.raw)).toContain('/admin/leads/')
  expect(await seriousViolations(admin, 'lead detail')).toEqual([])

  // The moderator works it through every stage; Lost without a reason is refused.
  const moderator = await staffPage(browser, 'moderator')
  for (const q of [
    mobile,
    `+20 ${mobile.slice(1, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`,
    toArabicDigits(mobile),
  ]) {
    await searchInbox(moderator, q)
    await expect(moderator.getByRole('link', { name: lead.name }), `found by ${q}`).toBeVisible()
  }
  await moderator.getByRole('link', { name: lead.name }).click()
  await waitForHydration(moderator)
  // A first conversation (the chat opens in a tab of its own): the dashboard below then has
  // this lead's first response, whatever else the run has done.
  const chat = moderator.waitForEvent('popup')
  await moderator.getByRole('link', { name: 'WhatsApp' }).click()
  await (await chat).close()
  await moderator
    .getByRole('group', { name: 'What came of the WhatsApp?' })
    .getByRole('button', { name: 'WhatsApp sent' })
    .click()
  await expectToast(moderator, 'Logged: WhatsApp sent')
  await moveTo(moderator, 'Lost')
  await expect(moderator.getByText('Choose why the lead was lost')).toBeVisible()
  await moveTo(moderator, 'Contacted')
  await expectToast(moderator, 'Lead moved to Contacted')
  await moveTo(moderator, 'Qualified')
  await expectToast(moderator, 'Lead moved to Qualified')
  await moveTo(moderator, 'Viewing', () =>
    moderator.getByLabel('Viewing date and time (Cairo)').fill('2026-12-05T16:30'),
  )
  await expectToast(moderator, 'Lead moved to Viewing')
  await moveTo(moderator, 'Won', () => moderator.getByLabel(/Deal value in EGP/).fill('5,200,000'))
  await expectToast(moderator, 'Lead moved to Won')
  await moderator.getByLabel('Add a note').fill('وقّع العقد اليوم')
  await moderator.getByRole('button', { name: 'Add note' }).click()
  await expectToast(moderator, 'Note added')
  const timeline = moderator.getByRole('region', { name: 'Timeline' })
  for (const line of [
    'Content Moderator moved it from New to Contacted',
    'Content Moderator moved it from Contacted to Qualified',
    'Content Moderator moved it from Qualified to Viewing',
    'Viewing on 5 Dec 2026, 16:30',
    'Content Moderator moved it from Viewing to Won',
    'Deal value: 5,200,000 EGP',
    'وقّع العقد اليوم',
  ])
    await expect(timeline.getByText(line)).toBeVisible()
  await expect(moderator.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0)
  await expect(moderator.getByRole('heading', { name: 'Exports' })).toHaveCount(0)

  // The admin exports the view and the Google Ads conversions of today.
  await searchInbox(admin, stamp)
  const csv = await downloadText(admin, () =>
    admin.getByRole('link', { name: 'Download CSV' }).click(),
  )
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const [header, ...rows] = parseCsv(csv.slice(1))
  expect(rows).toHaveLength(1)
  expect(rows[0]![header!.indexOf('Name')]).toBe(lead.name)
  expect(rows[0]![header!.indexOf('Status')]).toBe('Won')
  expect(rows[0]![header!.indexOf('gclid')]).toBe(lead.gclid)
  const conversions = await downloadText(admin, () =>
    admin.getByRole('button', { name: 'Download conversions' }).click(),
  )
  const lines = parseCsv(conversions).slice(1)
  expect(lines[0]).toEqual([
    'Google Click ID',
    'GBRAID',
    'WBRAID',
    'Email',
    'Phone Number',
    'Conversion Name',
    'Conversion Time',
    'Conversion Value',
    'Conversion Currency',
    'Order ID',
    'Ad User Data',
    'Ad Personalization',
  ])
  // Enhanced conversions for leads: e-mail and phone only as SHA-256 hex, consent from step 2.
  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
  expect(lines.find((line) => line[0] === lead.gclid)).toEqual([
    lead.gclid,
    '',
    '',
    sha256(`lead-${lead.gclid}@example.com`.toLowerCase()),
    sha256(`+20${lead.mobile.replace(/\D/g, '').slice(1)}`),
    'Closed deal',
    expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+0[23]:00$/),
    '5200000',
    'EGP',
    expect.stringMatching(/^[0-9a-f-]{36}$/),
    'Granted',
    '',
  ])
  expect(conversions).not.toContain(lead.name)
  expect(conversions).not.toContain('@')

  // The dashboard counts it: a Google Ads click, won, contacted.
  await admin.goto('/admin')
  const leadsSection = admin.getByRole('region', { name: 'Leads, last 30 days' })
  await expect(
    leadsSection.getByText(/^[\d,]+ leads in the last 30 days \(Cairo days\)/),
  ).toBeVisible()
  await expect(
    leadsSection.getByRole('listitem').filter({ hasText: 'Google Ads click' }),
  ).toBeVisible()
  await expect(
    leadsSection.getByRole('listitem').filter({ hasText: /^Won[\d,]+ · \d+%$/ }),
  ).toBeVisible()
  await expect(leadsSection.getByText(/^(under a minute|\d+ (min|h))/)).toBeVisible()
  expect(await seriousViolations(admin, 'dashboard')).toEqual([])

  // Erasure: the moderator's replay of the admin's request is refused; the admin's works.
  await searchInbox(admin, stamp)
  await admin.getByRole('link', { name: lead.name }).click()
  await waitForHydration(admin)
  await admin.getByRole('button', { name: 'Erase personal data' }).click()
  const erase = await captureAction(admin, () =>
    admin.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click(),
  )
  const user = await staffPage(browser, 'user')
  for (const [caller, code] of [
    [moderator, 'admin-only'],
    [user, 'forbidden'],
  ] as const) {
    const answer = actionResult(await (await replayAction(caller.context().request, erase)).text())
    expect(answer, `erase replayed as ${code}`).toMatchObject({ ok: false, code })
  }
  await admin.reload()
  await expect(admin.getByRole('heading', { level: 1, name: lead.name })).toBeVisible()
  await admin.getByRole('button', { name: 'Erase personal data' }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click()
  await expectToast(admin, 'Personal data erased')
  await expect(admin.getByRole('heading', { level: 1, name: '[erased]' })).toBeVisible()
  await expect(admin.getByText('Site Admin erased the personal data')).toBeVisible()
  await expect(admin.getByText(lead.name)).toHaveCount(0)
  await expect(admin.getByText('وقّع العقد اليوم')).toHaveCount(0)
})

/**
 * The server action request a click sends, held back (aborted) so it never runs: a request
 * the admin's browser would make, for other callers to replay.
 */
async function captureAction(page: Page, trigger: () => Promise<void>): Promise<RecordedAction> {
  const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action'])
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  )
  await trigger()
  const request = await sent
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const headers = await request.allHeaders()
  const names = ['next-action', 'next-router-state-tree', 'content-type', 'accept', 'origin']
  return {
    url: request.url(),
    headers: Object.fromEntries(names.map((name) => [name, headers[name] ?? ''])),
    body: request.postData() ?? '',
  }
}

// @quiet: Settings › Leads (the New-lead threshold, conversion names) apply to every inbox.
test(
  'Settings › Leads refuses a bad threshold under its field and saves good values',
  { tag: '@quiet' },
  async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/admin/settings')
    await waitForHydration(page)
    const threshold = page.getByLabel('Response target (minutes)')
    const wonName = page.getByLabel('Won: conversion name')
    await threshold.fill('0')
    await wonName.fill('')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings not saved')
    await expect(page.getByText('At least 1 minute')).toBeVisible()
    await expect(threshold).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Give the Won conversion a name')).toBeVisible()
    await expect(threshold).toHaveValue('0')
    // Working hours that end before they start, and no working day, are refused too.
    await threshold.fill('5')
    await wonName.fill('Closed deal')
    await page.getByLabel('Working hours end').fill('09:00')
    for (const day of await page
      .getByRole('group', { name: 'Working days' })
      .getByRole('checkbox')
      .all())
      await day.uncheck()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings not saved')
    await expect(page.getByText('Closing time must be after opening time')).toBeVisible()
    await expect(page.getByText('Choose at least one working day')).toBeVisible()
    await page.getByLabel('Working hours end').fill('20:00')
    for (const day of ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])
      await page.getByRole('checkbox', { name: day }).check()

    await threshold.fill('45')
    await wonName.fill('Signed contract')
    await page.getByLabel('Value (EGP)').last().fill('250000')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings saved')
    await page.goto('/admin/leads')
    await expect(page.getByLabel('Stage reached')).toContainText('Won (Signed contract)')
    await page.goto('/admin/settings')
    await expect(page.getByLabel('Response target (minutes)')).toHaveValue('45')

    // Back to the defaults for the specs that follow.
    await page.getByLabel('Response target (minutes)').fill('5')
    await page.getByLabel('Won: conversion name').fill('Closed deal')
    await page.getByLabel('Value (EGP)').last().fill('')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings saved')
  },
)
