import { expect, test, type Locator, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { newStaffAccount, signInInArabic } from './staff-account'
import { waitForHydration } from './support'

// Settings › Google Ads conversions by link: a stage's conversion file that Google's Data
// Manager fetches with a credential of its own (HTTP Basic), shown once, revoked here.

const SHOTS = 'test-results'

/** Creates a link for a stage; returns what the one-time dialog shows. */
async function createLink(page: Page, section: Locator, names: typeof ENGLISH) {
  await section.getByLabel(names.stage, { exact: true }).selectOption('won')
  await section.getByRole('button', { name: names.create }).click()
  const dialog = page.getByRole('dialog', { name: names.dialog })
  await expect(dialog).toBeVisible()
  const value = (label: string) => dialog.getByLabel(label, { exact: true }).inputValue()
  return {
    dialog,
    url: await value(names.url),
    username: await value(names.username),
    password: await value(names.password),
  }
}

/** Nothing wider than the phone's screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const ENGLISH = {
  section: 'Google Ads conversions by link',
  stage: 'Stage',
  create: 'Create link',
  dialog: 'Link created: copy the password now',
  url: 'Address (URL)',
  username: 'User name',
  password: 'Password',
}

const ARABIC = {
  section: 'تحويلات Google Ads عبر رابط',
  stage: 'المرحلة',
  create: 'إنشاء رابط',
  dialog: 'تم إنشاء الرابط: انسخ كلمة المرور الآن',
  url: 'العنوان (URL)',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
}

// @quiet: Settings, and the activity log's latest entries.
test(
  'a link is created, its password shown once, fetched with it (the export’s bytes), revoked: 404',
  { tag: '@quiet' },
  async ({ page, playwright }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, 'admin')
    await page.goto('/admin/settings#conversion-feeds')
    await waitForHydration(page)
    const section = page.getByRole('region', { name: ENGLISH.section })
    await expect(section).toContainText('the last 90 days, today included')
    const link = await createLink(page, section, ENGLISH)
    expect(link.url).toMatch(new RegExp(`^${baseURL}/feeds/conversions/[0-9a-f-]{36}\\.csv$`))
    expect(link.username).toMatch(/^masar-won-[0-9a-f]{8}$/)
    expect(link.password).toMatch(/^[A-Za-z0-9_-]{32}$/)
    await link.dialog.getByRole('button', { name: 'Copy: Password' }).click()
    await expectToast(page, 'Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.password)
    await page.setViewportSize({ width: 1280, height: 900 })
    await link.dialog.screenshot({ path: `${SHOTS}/conversion-feeds-dialog-1280-en.png` })
    expect(await seriousViolations(page, 'the new link dialog')).toEqual([])
    await link.dialog.getByRole('button', { name: 'Done' }).click()

    // Shown once: the list names the link, and the password is nowhere on the page.
    const row = section.getByRole('row').filter({ hasText: link.username })
    await expect(row).toContainText('Never')
    expect(await page.content()).not.toContain(link.password)
    await page.reload()
    await waitForHydration(page)
    expect(await page.content()).not.toContain(link.password)

    // Google's fetcher: the credential sent after the Basic challenge, as Data Manager does.
    const fetcher = await playwright.request.newContext({
      httpCredentials: { username: link.username, password: link.password },
    })
    const anonymous = await playwright.request.newContext()
    try {
      const refused = await anonymous.get(link.url)
      expect(refused.status()).toBe(401)
      expect(refused.headers()['www-authenticate']).toMatch(/^Basic realm="/)
      // The admin's own session opens nothing here.
      expect((await page.request.get(link.url)).status()).toBe(401)

      const file = await fetcher.get(link.url)
      expect(file.status()).toBe(200)
      expect(file.headers()['cache-control']).toBe('no-store')
      expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8')
      const [, from, to] = /won-(\d{4}-\d\d-\d\d)-to-(\d{4}-\d\d-\d\d)\.csv/.exec(
        file.headers()['content-disposition'] ?? '',
      )!
      const download = await page.request.get(
        `/admin/leads/conversions?stage=won&from=${from}&to=${to}`,
      )
      expect(download.status()).toBe(200)
      expect((await file.body()).equals(await download.body())).toBe(true)
      expect((await file.text()).split('\r\n')[0]).toBe('Parameters:TimeZone=Africa/Cairo')

      await page.reload()
      await waitForHydration(page)
      await expect(row).not.toContainText('Never')
      await page.setViewportSize({ width: 1280, height: 900 })
      await section.screenshot({ path: `${SHOTS}/conversion-feeds-1280-en.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await section.screenshot({ path: `${SHOTS}/conversion-feeds-390-en.png` })
      expect(await overflow(page)).toBe(0)

      await row.getByRole('button', { name: `Revoke the link ${link.username}` }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' })
      await expect(confirm).toContainText(link.username)
      await confirm.getByRole('button', { name: 'Revoke link' }).click()
      await expectToast(page, 'Link revoked', link.username)
      await expect(row).toHaveCount(0)
      expect((await fetcher.get(link.url)).status()).toBe(404)
    } finally {
      await fetcher.dispose()
      await anonymous.dispose()
    }

    // Every fetch is in the activity log, under the link's user name.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/admin/activity?type=conversion_feed')
    const entries = page.getByRole('row').filter({ hasText: link.username })
    for (const action of [
      'Created',
      'Fetch refused: wrong password',
      'File fetched',
      'Revoked',
      'Fetch refused: link revoked',
    ])
      await expect(entries.filter({ hasText: action }).first()).toBeVisible()
  },
)

// @quiet: it adds an admin (an Arabic browser's account), and changes Settings.
test(
  'the links read in Arabic, right to left, at 1280 and 390 px',
  { tag: '@quiet' },
  async ({ browser }) => {
    test.setTimeout(120_000)
    const account = await newStaffAccount(browser, 'admin')
    const { context, page } = await signInInArabic(browser, account)
    await page.goto('/admin/settings#conversion-feeds')
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const section = page.getByRole('region', { name: ARABIC.section })
    await expect(section).toContainText('آخر 90 يومًا')
    const link = await createLink(page, section, ARABIC)
    await link.dialog.screenshot({ path: `${SHOTS}/conversion-feeds-dialog-1280-ar.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await link.dialog.screenshot({ path: `${SHOTS}/conversion-feeds-dialog-390-ar.png` })
    await link.dialog.getByRole('button', { name: 'تم', exact: true }).click()
    const row = section.getByRole('row').filter({ hasText: link.username })
    await expect(row).toContainText('لم يُجلب بعد')
    await page.setViewportSize({ width: 1280, height: 900 })
    await section.screenshot({ path: `${SHOTS}/conversion-feeds-1280-ar.png` })
    expect(await seriousViolations(page, 'Arabic settings')).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await section.screenshot({ path: `${SHOTS}/conversion-feeds-390-ar.png` })
    expect(await overflow(page)).toBe(0)

    await row.getByRole('button', { name: `إيقاف الرابط ${link.username}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'إيقاف هذا الرابط؟' })
    await confirm.screenshot({ path: `${SHOTS}/conversion-feeds-revoke-390-ar.png` })
    await confirm.getByRole('button', { name: 'إيقاف الرابط' }).click()
    await expectToast(page, 'تم إيقاف الرابط', link.username)
    await expect(row).toHaveCount(0)
    await context.close()
  },
)
