import { expect, test, type Browser, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { runSuffix } from './admin-content-support'
import { signIn, submitLoginAr } from './admin-support'
import { newStaffAccount, setUpTwoFactor } from './staff-account'
import { waitForHydration } from './support'

// Issue 37: the visit's first and last touch travel with a lead sent from any page, and the
// marketer finds the final URL suffix for Google Ads in Settings.

test.describe.configure({ mode: 'serial' })

type DataLayerEvent = Record<string, unknown> & { event?: string }

/** The lead id of the latest form_submit_success on the page. */
async function submittedLeadId(page: Page) {
  const leadId = () =>
    page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [])
          .filter((e) => e.event === 'form_submit_success')
          .map((e) => e.lead_id)
          .pop() ?? null,
    )
  await expect.poll(leadId).not.toBeNull()
  return String(await leadId())
}

/** From the page the visitor is on: the header's "Book a consultation", filled and sent. */
async function bookFromHeader(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Book a consultation' }).first().click()
  await expect(page).toHaveURL(/\/#consultation$/)
  await waitForHydration(page)
  const form = page.locator('#consultation form')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Phone', { exact: false }).fill('01001234567')
  await form.getByLabel('Email').fill(`touch-${runSuffix()}@example.com`)
  await form.getByRole('button', { name: 'Book my consultation' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your consultation is booked' }),
  ).toBeVisible()
  return submittedLeadId(page)
}

async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  await signIn(page, 'admin')
  return page
}

test('a campaign visit is kept across pages: the header booking carries first and last touch', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const stamp = runSuffix()
  const gclid = `E2E-spring-${stamp}`
  // Lands from the spring campaign, browses to a project page (a fresh load, no parameters).
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=${gclid}`)
  await waitForHydration(page)
  await page.goto('/the-crest-residence')
  await waitForHydration(page)
  const firstLead = await bookFromHeader(page, `Spring visitor ${stamp}`)

  const admin = await adminPage(browser)
  await admin.goto(`/admin/leads/${firstLead}`)
  const last = admin.getByTestId('lead-last-touch')
  const first = admin.getByTestId('lead-first-touch')
  await expect(last).toContainText('spring')
  await expect(last).toContainText(gclid)
  await expect(first).toContainText('spring')
  await expect(first).toContainText(gclid)
  await last.scrollIntoViewIfNeeded()
  await admin.screenshot({ path: testInfo.outputPath('lead-touches-en.png'), fullPage: true })

  // Days later: a visit from another campaign, then a direct one (which replaces nothing).
  await page.goto(`/the-crest-residence?utm_source=facebook&utm_campaign=summer-${stamp}`)
  await waitForHydration(page)
  await page.goto('/')
  await waitForHydration(page)
  const secondLead = await bookFromHeader(page, `Summer visitor ${stamp}`)
  await admin.goto(`/admin/leads/${secondLead}`)
  await expect(admin.getByTestId('lead-last-touch')).toContainText(`summer-${stamp}`)
  await expect(admin.getByTestId('lead-last-touch')).toContainText('facebook')
  await expect(admin.getByTestId('lead-first-touch')).toContainText('spring')
  await expect(admin.getByTestId('lead-first-touch')).not.toContainText('summer')
  // The click id the browser keeps for 90 days still goes with the lead.
  await expect(admin.getByTestId('lead-last-touch')).toContainText(gclid)
  await admin.context().close()
})

test('Settings shows the Google Ads final URL suffix with a copy button, in English and Arabic', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const suffix =
    'utm_source=google&utm_medium=cpc&utm_campaign={campaignid}&utm_content={creative}&utm_term={keyword}'
  const admin = await adminPage(browser)
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await admin.goto('/admin/settings#tracking')
  await waitForHydration(admin)
  const section = admin.getByRole('region', { name: 'Campaign tracking (Google Ads)' })
  await expect(section.getByLabel('Final URL suffix')).toHaveValue(suffix)
  await section.getByRole('button', { name: 'Copy' }).click()
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Copied' })).toBeVisible()
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(suffix)
  await section.screenshot({ path: testInfo.outputPath('settings-suffix-en.png') })
  await admin.context().close()

  // An admin whose browser speaks Arabic, on a phone.
  const account = await newStaffAccount(browser, 'admin')
  const arabic = await browser.newContext({
    baseURL,
    locale: 'ar-EG',
    viewport: { width: 390, height: 844 },
  })
  const phone = await arabic.newPage()
  await phone.goto('/admin/login')
  await waitForHydration(phone)
  await submitLoginAr(phone, account.email, account.password)
  await setUpTwoFactor(phone, account.password) // required of admins
  await expect(phone).toHaveURL(/\/admin$/)
  await phone.goto('/admin/settings#tracking')
  const arSection = phone.getByRole('region', { name: 'تتبّع الحملات (Google Ads)' })
  await expect(arSection.getByLabel('لاحقة عنوان URL النهائي')).toHaveValue(suffix)
  await expect(arSection.getByRole('button', { name: 'نسخ' })).toBeVisible()
  await arSection.screenshot({ path: testInfo.outputPath('settings-suffix-ar-390.png') })

  // The lead page's touches, in Arabic on the phone: the newest lead with a campaign.
  await phone.goto('/admin/leads?q=spring')
  await phone
    .getByRole('link', { name: /Spring visitor/ })
    .first()
    .click()
  await expect(phone.getByTestId('lead-last-touch')).toContainText('spring')
  await phone.getByTestId('lead-last-touch').scrollIntoViewIfNeeded()
  await phone.screenshot({ path: testInfo.outputPath('lead-touches-ar-390.png'), fullPage: true })
  await arabic.close()
})
