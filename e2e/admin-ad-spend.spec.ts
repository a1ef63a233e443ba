import { expect, test, type Page } from '@playwright/test'
import { expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { newStaffAccount, signInInArabic } from './staff-account'
import { waitForHydration } from './support'

// Issue 37 §4: cost reports imported on the Ad spend page show on the lead report. The
// fixtures' days (1-3 October 2026) are this spec's alone; its two tests import different
// campaigns, so they run side by side.

const fixture = (name: string) => `tests/fixtures/ad-spend/${name}`
const shots = (name: string) => `test-results/ad-spend/${name}.png`

/** The page at 1280 and 390 px: nothing wider than a phone, and a screenshot of each. */
async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await page.screenshot({ path: shots(`${name}-${width}`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The cells of a report table's row, by its row header. */
const rowCells = (page: Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell')
    .allInnerTexts()

test('a Google Ads report imports once, a broken one names its line, the report shows the spend', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.goto('/admin/leads/ad-spend')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Ad spend' })).toBeVisible()
  const file = page.getByLabel('Report file (CSV)')
  const importButton = page.getByRole('button', { name: 'Import', exact: true })

  await file.setInputFiles(fixture('google-ads-broken.csv'))
  await importButton.click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported' })
  await expect(refusal).toContainText('2 lines need correcting')
  await expect(refusal.getByRole('listitem')).toHaveText([
    'Line 5: The cost is not an amount (1,234.56).',
    'Line 7: The day is not a date (2026-10-01 or Oct 1, 2026).',
  ])

  await file.setInputFiles(fixture('google-ads-campaigns-en.csv'))
  await importButton.click()
  await expectToast(page, 'Report imported')
  const status = page.getByRole('status').filter({ hasText: 'Google Ads:' })
  await expect(status).toHaveText(
    'Google Ads: 6 campaign days from 2026-10-01 to 2026-10-03: 6 added, 0 changed, 0 unchanged.',
  )
  await importButton.click()
  await expect(status).toHaveText(
    'Google Ads: 6 campaign days from 2026-10-01 to 2026-10-03: 0 added, 0 changed, 6 unchanged.',
  )
  const month = page
    .getByRole('table', { name: 'Spend by month' })
    .getByRole('row', { name: /2026-10 Google Ads/ })
  await expect(month).toContainText('8,500 EGP')
  expect(await seriousViolations(page, 'ad spend page')).toEqual([])
  await bothWidths(page, 'page-en')

  await page.goto('/admin/leads/report?from=2026-10-01&to=2026-10-03')
  const campaigns = 'Spend and return per campaign'
  await expect(page.getByRole('table', { name: campaigns })).toBeVisible()
  // Spend, leads, per lead, qualified, per qualified, viewing, per viewing, won, per won,
  // won value, ROAS: no leads arrived on those days.
  expect(await rowCells(page, campaigns, 'Palm Valley Search · Google Ads')).toEqual([
    '3,500 EGP',
    '0',
    '—',
    '0',
    '—',
    '0',
    '—',
    '0',
    '—',
    '0 EGP',
    '0×',
  ])
  expect((await rowCells(page, campaigns, 'Sea View PMax · Google Ads'))[0]).toBe('5,000 EGP')
  expect((await rowCells(page, 'Spend and return per platform', 'Google Ads'))[0]).toBe('8,500 EGP')
  expect(await seriousViolations(page, 'lead report with spend')).toEqual([])
  await page.locator('#report-spend').scrollIntoViewIfNeeded()
  await bothWidths(page, 'report-en')
})

test('in Arabic: a report in dollars asks for its rate, a typed month shows on the home page', async ({
  browser,
}) => {
  const account = await newStaffAccount(browser, 'moderator')
  const { context, page } = await signInInArabic(browser, account)

  await page.goto('/admin/leads/ad-spend')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'الإنفاق الإعلاني' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByLabel('ملف التقرير (CSV)').setInputFiles(fixture('meta-ads-ar-usd.csv'))
  await page.getByRole('button', { name: 'استيراد', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'بعملة USD' })).toBeVisible()
  await page.getByLabel('سعر الصرف (جنيه لكل وحدة)').fill('50.5')
  await page.getByRole('button', { name: 'استيراد', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Meta:' })).toContainText(
    'حُوّل بسعر 50.5 جنيه لكل 1 USD.',
  )

  // This month's figure, typed with Arabic digits: the home page counts its share so far.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate()
  await page.getByLabel('الحملة', { exact: true }).fill(`حملة الشتاء ${account.name}`)
  await page.getByLabel('الإنفاق (جنيه)').fill('٣٠٬٠٠٠')
  await page.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expectToast(page, 'تم حفظ إنفاق الشهر')
  expect(await seriousViolations(page, 'ad spend page in Arabic')).toEqual([])
  await bothWidths(page, 'page-ar')

  await page.goto('/admin/leads/report?from=2026-10-01&to=2026-10-02')
  // 100.50 + 200 USD at 50.5: 15,175.25 EGP.
  expect((await rowCells(page, 'الإنفاق والعائد لكل حملة', 'حملة الساحل · Meta'))[0]).toBe(
    '15,175 جنيه',
  )
  await page.locator('#report-spend').scrollIntoViewIfNeeded()
  await bothWidths(page, 'report-ar')

  await page.goto('/admin')
  const spend = page.getByRole('heading', { name: 'الإنفاق الإعلاني هذا الشهر' }).locator('..')
  // At least this account's share (other runs' figures of this month may add to it).
  const shown = Number((await spend.locator('p').first().innerText()).replace(/[^\d]/g, ''))
  expect(shown).toBeGreaterThanOrEqual(Math.round((30_000 * day) / monthDays))
  await bothWidths(page, 'home-ar')
  await context.close()
})
