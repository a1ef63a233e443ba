import { expect, test, type Browser, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { accounts, expectToast, signIn, type AccountRole } from './admin-support'
import { seriousViolations } from './axe'
import { bookConsultation } from './lead-post'
import { waitForHydration } from './support'

const THRESHOLD = 'Response target (minutes)'
const WON_NAME = 'Won: conversion name'

/** Today in Cairo, as a date input takes it (the log's days are Cairo days). */
const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date())

async function staffPage(browser: Browser, role: AccountRole) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, role)
  return page
}

/** Sets the log's filters through its form and applies them. */
async function filterLog(
  page: Page,
  filters: { user?: string; type?: string; from?: string; to?: string },
) {
  const form = page.getByRole('search', { name: 'Filter activity' })
  if (filters.user !== undefined)
    await form.getByLabel('User', { exact: true }).selectOption({ label: filters.user })
  if (filters.type !== undefined)
    await form.getByLabel('Entity type', { exact: true }).selectOption({ label: filters.type })
  if (filters.from !== undefined) await form.getByLabel('From', { exact: true }).fill(filters.from)
  if (filters.to !== undefined) await form.getByLabel('To', { exact: true }).fill(filters.to)
  await form.getByRole('button', { name: 'Apply' }).click()
}

const activityRows = (page: Page) => page.getByRole('table', { name: 'Activity' }).getByRole('row')

// @quiet: it changes Settings › Leads, which the inbox of every other test reads.
test(
  'an admin finds a lead’s stage change and a setting in the Activity Log by user, type and day; a moderator does not see the setting',
  { tag: '@quiet' },
  async ({ browser, page }) => {
    test.setTimeout(120_000)
    const stamp = runSuffix()
    const leadName = `Activity Visitor ${stamp}`
    const adminLabel = `Site Admin (${accounts.admin.email})`
    await bookConsultation(page, leadName)

    // The admin moves the lead to Contacted and changes the New-lead threshold.
    const admin = await staffPage(browser, 'admin')
    await admin.goto(`/admin/leads?q=${encodeURIComponent(stamp)}`)
    await admin.getByRole('link', { name: leadName }).click()
    await expect(admin.getByRole('heading', { level: 1, name: leadName })).toBeVisible()
    await waitForHydration(admin)
    await admin.getByLabel('Move to stage').selectOption({ label: 'Contacted' })
    await admin.getByRole('button', { name: 'Update stage' }).click()
    await expectToast(admin, 'Lead moved to Contacted')

    await admin.goto('/admin/settings')
    await waitForHydration(admin)
    const original = await admin.getByLabel(THRESHOLD).inputValue()
    const originalWon = await admin.getByLabel(WON_NAME).inputValue()
    const changed = original === '47' ? '48' : '47'
    // Longer than the log shows at first: the rest is behind "more".
    const longName = `Signed the contract and paid the first installment of the down payment in full ${stamp}`
    await admin.getByLabel(THRESHOLD).fill(changed)
    await admin.getByLabel(WON_NAME).fill(longName)
    await admin.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(admin, 'Settings saved')

    try {
      // By user: both entries, newest first, with before → after.
      await admin.goto('/admin/activity')
      await expect(admin.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible()
      await waitForHydration(admin)
      await filterLog(admin, { user: adminLabel })
      await expect(admin).toHaveURL(/[?&]user=/)
      const settingsRow = activityRows(admin).filter({ hasText: 'Leads settings' }).first()
      const leadRow = activityRows(admin).filter({ hasText: leadName }).first()
      await expect(settingsRow).toContainText('Site Admin')
      await expect(settingsRow).toContainText('Updated')
      await expect(settingsRow).toContainText(`${THRESHOLD}: ${original} → ${changed}`)
      await expect(settingsRow).toContainText(
        `Conversions › Won › Name: ${originalWon} → ${longName.slice(0, 80)}…more`,
      )
      const whole = settingsRow.getByText(longName, { exact: true })
      await expect(whole).toBeHidden()
      await settingsRow.getByText('more', { exact: true }).click()
      await expect(whole).toBeVisible()
      await expect(leadRow).toContainText('Changed stage')
      await expect(leadRow).toContainText('Stage: New → Contacted')
      await expect(leadRow.getByRole('link', { name: leadName })).toHaveAttribute(
        'href',
        /\/admin\/leads\/[0-9a-f-]{36}$/,
      )
      await expect(admin.getByText(/^\d+ result\(s\)$/)).toBeVisible()

      // By type: the lead's entry alone, then the setting's alone.
      await filterLog(admin, { type: 'Lead' })
      await expect(admin).toHaveURL(/type=lead/)
      await expect(activityRows(admin).filter({ hasText: leadName })).toHaveCount(1)
      await expect(activityRows(admin).filter({ hasText: 'Leads settings' })).toHaveCount(0)
      await filterLog(admin, { type: 'Settings' })
      await expect(activityRows(admin).filter({ hasText: 'Leads settings' }).first()).toBeVisible()
      await expect(activityRows(admin).filter({ hasText: leadName })).toHaveCount(0)

      // By day (Cairo): today has both; a day long past has none.
      await filterLog(admin, { type: 'All types', from: cairoToday(), to: cairoToday() })
      await expect(activityRows(admin).filter({ hasText: leadName })).toHaveCount(1)
      await expect(activityRows(admin).filter({ hasText: 'Leads settings' }).first()).toBeVisible()
      expect(await seriousViolations(admin, 'activity log')).toEqual([])
      await admin.setViewportSize({ width: 1280, height: 900 })
      await admin.screenshot({ path: 'test-results/activity-log-1280.png', fullPage: true })

      // On a phone: cards, and nothing wider than the screen.
      await admin.setViewportSize({ width: 390, height: 844 })
      const cards = admin.getByRole('list', { name: 'Activity' })
      await expect(cards.getByRole('listitem').filter({ hasText: leadName })).toBeVisible()
      expect(
        await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      expect(await seriousViolations(admin, 'activity log on a phone')).toEqual([])
      await admin.screenshot({ path: 'test-results/activity-log-390.png', fullPage: true })
      await admin.setViewportSize({ width: 1280, height: 900 })

      await filterLog(admin, { from: '2020-01-01', to: '2020-01-02' })
      await expect(
        admin
          .getByRole('table', { name: 'Activity' })
          .getByText('No activity matches these filters'),
      ).toBeVisible()
      await expect(admin.getByText('0 result(s)')).toBeVisible()

      // The moderator sees the admin's lead entry, and nothing about Settings.
      const moderator = await staffPage(browser, 'moderator')
      await moderator.goto('/admin/activity')
      await waitForHydration(moderator)
      await expect(
        moderator.getByLabel('Entity type').getByRole('option', { name: 'Settings' }),
      ).toHaveCount(0)
      await filterLog(moderator, { user: adminLabel })
      await expect(activityRows(moderator).filter({ hasText: leadName })).toHaveCount(1)
      await expect(activityRows(moderator).filter({ hasText: 'Leads settings' })).toHaveCount(0)
      await moderator.goto('/admin/activity?type=settings')
      await expect(moderator.getByText('0 result(s)')).toBeVisible()
    } finally {
      // Back to the threshold the other specs expect.
      await admin.goto('/admin/settings')
      await waitForHydration(admin)
      await admin.getByLabel(THRESHOLD).fill(original)
      await admin.getByLabel(WON_NAME).fill(originalWon)
      await admin.getByRole('button', { name: 'Save settings' }).click()
      await expectToast(admin, 'Settings saved')
    }
  },
)
