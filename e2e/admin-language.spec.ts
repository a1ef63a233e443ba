import { expect, test, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { submitProjectLead } from './admin-lead-support'
import { expectToast, submitLogin, submitLoginAr } from './admin-support'
import { pageViolations } from './axe'
import { newStaffAccount, signInInArabic } from './staff-account'
import { waitForHydration } from './support'

// The portal follows each staff member's language: the browser's at their first sign-in,
// then their own choice, stored on the account (so on every device).

/** The sign-in form as an Arabic browser shows it (before any account says otherwise). */

async function expectPortalIn(page: Page, locale: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  const sidebar = page.getByRole('navigation', { name: locale === 'ar' ? 'الإدارة' : 'Admin' })
  await expect(
    sidebar.getByRole('link', { name: locale === 'ar' ? 'العملاء المحتملون' : 'Leads' }),
  ).toBeVisible()
}

test('a moderator with an Arabic browser gets the Arabic portal, on every device after', async ({
  browser,
}) => {
  const account = await newStaffAccount(browser, 'moderator')
  const { context: arabic, page } = await signInInArabic(browser, account)
  await expectPortalIn(page, 'ar')
  await expect(page.getByText('بوابة الإدارة', { exact: true })).toBeVisible()
  expect(await pageViolations(page, 'Arabic dashboard')).toEqual([])
  await arabic.close()

  // Another device whose browser asks for English: the account's language wins.
  const english = await browser.newContext({ baseURL, locale: 'en-US' })
  const other = await english.newPage()
  await other.goto('/admin/login')
  await waitForHydration(other)
  await submitLogin(other, account.email, account.password)
  await expect(other).toHaveURL(/\/admin$/)
  await expectPortalIn(other, 'ar')
  // A file the role may not download is refused in the account's language too.
  const refused = await other.request.get('/admin/leads/export', { maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toBe('يلزم حساب مدير: هذا القسم متاح للمديرين فقط.')
  await english.close()
})

test('switching language in the user menu keeps the page; My Account saves the choice', async ({
  browser,
}) => {
  const account = await newStaffAccount(browser, 'moderator')
  const context = await browser.newContext({ baseURL, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLogin(page, account.email, account.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expectPortalIn(page, 'en')

  await page.goto('/admin/leads?status=new')
  await waitForHydration(page)
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'العربية' }).click()
  await expectPortalIn(page, 'ar')
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/)

  await page.getByRole('button', { name: /^قائمة حساب / }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expectPortalIn(page, 'en')
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/)

  await page.goto('/admin/account')
  await waitForHydration(page)
  const language = page.getByRole('region', { name: 'Language' })
  await language.getByRole('radio', { name: 'العربية (Arabic)' }).check()
  await language.getByRole('button', { name: 'Save language' }).click()
  // The confirmation speaks the language just chosen, and the toast region is named in it.
  await expectToast(page, 'البوابة تظهر الآن بالعربية')
  await expectPortalIn(page, 'ar')
  await expect(page.getByRole('region', { name: 'الإشعارات', exact: true })).toBeAttached()
  await expect(
    page.getByRole('region', { name: 'اللغة' }).getByRole('radio', { name: 'العربية' }),
  ).toBeChecked()
  await context.close()
})

test('the Arabic shell mirrors and fits a 390 px phone', async ({ browser }) => {
  const account = await newStaffAccount(browser, 'moderator')
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-EG',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await waitForHydration(page)
  await submitLoginAr(page, account.email, account.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expectPortalIn(page, 'ar')
  for (const path of ['/admin', '/admin/account', '/admin/leads']) {
    await page.goto(path)
    await waitForHydration(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  // Mirrored: the header's title on the right, the user menu at its end, on the left.
  const menuButton = page.getByRole('button', { name: /^قائمة حساب / })
  const box = (await menuButton.boundingBox())!
  expect(box.x).toBeLessThan(390 / 2)
  await context.close()
})

test('the dashboard’s day labels are whole under the chart, in both languages, on desktop and phone', async ({
  browser,
}) => {
  const account = await newStaffAccount(browser, 'moderator')
  for (const locale of ['ar-EG', 'en-GB']) {
    const context = await browser.newContext({ baseURL, locale })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await waitForHydration(page)
    if (locale === 'ar-EG') await submitLoginAr(page, account.email, account.password)
    else await submitLogin(page, account.email, account.password)
    await expect(page).toHaveURL(/\/admin$/)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const chart = page.locator('figure').filter({ has: page.locator('svg') })
      // Each label inside the chart's box and clear of the next one.
      const boxes = await chart.evaluate((figure) => {
        const { left, right } = figure.getBoundingClientRect()
        const labels = [...figure.querySelectorAll('svg + div span')].map((label) => {
          const box = label.getBoundingClientRect()
          return { left: box.left, right: box.right }
        })
        return { left, right, labels }
      })
      expect(boxes.labels.length, `${locale} ${width}`).toBeGreaterThan(1)
      for (const [index, label] of boxes.labels.entries()) {
        expect(label.left, `${locale} ${width}`).toBeGreaterThanOrEqual(boxes.left)
        expect(label.right, `${locale} ${width}`).toBeLessThanOrEqual(boxes.right)
        const next = boxes.labels[index + 1]
        if (next) expect(label.right, `${locale} ${width}`).toBeLessThan(next.left)
      }
    }
    await context.close()
  }
})

test('a lead’s Latin details sit at the start of their Arabic rows, still left to right', async ({
  browser,
}) => {
  const account = await newStaffAccount(browser, 'moderator')
  const stamp = Date.now().toString(36)
  const name = `Latin ${stamp}`
  const visitor = await browser.newContext({ baseURL })
  await submitProjectLead(await visitor.newPage(), {
    name,
    mobile: '01012345678',
    gclid: `latin-${stamp}`,
  })
  await visitor.close()
  const { context, page } = await signInInArabic(browser, account)
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`)
  const listed = page.getByRole('link', { name, exact: true }).first()
  // In the list: the phone under the name, at the cell's start (the right), left to right.
  const rowCell = page.locator('td').filter({ has: listed })
  const phone = rowCell.locator('bdi[dir="ltr"]')
  const [cellBox, phoneBox] = await Promise.all([rowCell.boundingBox(), phone.boundingBox()])
  expect(cellBox!.x + cellBox!.width - (phoneBox!.x + phoneBox!.width)).toBeLessThan(40)
  await listed.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const details = page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) })
  const latinRows: [label: string, value: string][] = [
    ['الاسم', name],
    ['البريد الإلكتروني', `lead-latin-${stamp}@example.com`],
  ]
  for (const [label, value] of latinRows) {
    const row = details.locator('dt', { hasText: new RegExp(`^${label}$`) }).first()
    const cell = row.locator('xpath=following-sibling::dd[1]')
    const text = cell.getByText(value, { exact: true })
    const [cellSide, textSide, direction] = await Promise.all([
      cell.evaluate((element) => element.getBoundingClientRect().right),
      text.evaluate((element) => element.getBoundingClientRect().right),
      text.evaluate((element) => getComputedStyle(element).direction),
    ])
    expect(Math.abs(cellSide - textSide), label).toBeLessThan(1)
    expect(direction, label).toBe('ltr')
  }
  await context.close()
})

// Issue 24 §2 / 25: what an action answers is a message key, worded in the staff member's
// language: a form's field errors, its toast, and a refusal of the domain's rules. (The English
// words are the Developers and Staff specs'.) @quiet: it adds an admin, and the Staff spec shows
// the only admin cannot demote themselves.
test(
  'an Arabic admin reads validation messages and refusals in Arabic',
  { tag: '@quiet' },
  async ({ browser }) => {
    const account = await newStaffAccount(browser, 'admin')
    const { context, page } = await signInInArabic(browser, account)
    await expectPortalIn(page, 'ar')

    // A new developer saved empty: the slug's rule, under its field and in the summary.
    await page.goto('/admin/developers/new')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'إنشاء المطور' }).click()
    await expect(page.getByText('الرابط المختصر (slug) مطلوب', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'يُرجى تصحيح الأخطاء التالية:' }),
    ).toContainText('الرابط المختصر (slug) مطلوب')
    await expect(page.getByText('Slug is required')).toHaveCount(0)

    // A staff invitation to a bad address: the server's field error, with the toast.
    await page.goto('/admin/staff')
    await waitForHydration(page)
    await page.getByLabel('الاسم', { exact: true }).fill(`هنا فريد ${account.name}`)
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill('hana@')
    // Exact: after the whole suite, pending invitations list 'إعادة إرسال الدعوة إلى …' buttons.
    await page.getByRole('button', { name: 'إرسال الدعوة', exact: true }).click()
    await expectToast(page, 'لم تُرسَل الدعوة')
    await expect(page.getByText('اكتب بريدًا إلكترونيًا صحيحًا', { exact: true })).toBeVisible()
    await expect(page.getByText('Enter a valid email address')).toHaveCount(0)

    // A refusal of the staff rules: nobody deactivates their own account.
    await page
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('button', { name: `إيقاف حساب ${account.name}` })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'إيقاف هذا الحساب؟' })
    await dialog.getByRole('button', { name: 'إيقاف الحساب' }).click()
    await expectToast(page, 'لم يتم إيقاف الحساب', 'لا يمكنك إيقاف حسابك أنت.')
    await context.close()
  },
)
