import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { waitForHydration } from './support'

type DataLayerEvent = Record<string, unknown> & { event?: string }

const successes = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
      (e) => e.event === 'form_submit_success',
    ),
  )

const sessionLead = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('lead-contact') ?? 'null'))

/** The first-party cookies Google's conversion linker and Meta's pixel would have set. */
async function adCookies(context: BrowserContext) {
  await context.addCookies([
    { name: '_gcl_aw', value: 'GCL.1700000000.Cj0-from-cookie', url: baseURL },
    { name: '_fbp', value: 'fb.1.1700000000.4242', url: baseURL },
  ])
}

test('project lead form: the session keeps the mobile as 010… and +20…, and form_submit_success carries the spec’s lead data', async ({
  page,
  context,
}) => {
  await adCookies(context)
  await page.goto('/the-crest-residence?gclid=E2E-click')
  await waitForHydration(page)
  const form = page.locator('#lead-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Full name').fill('Mona Adel Hassan')
  // Typed on an Arabic keyboard: the field shows, and sends, the site's digits.
  await form.getByLabel('Mobile number').pressSequentially('٠١٠ ١٢٣٤ ٥٦٧٨')
  await expect(form.getByLabel('Mobile number')).toHaveValue('010 1234 5678')
  await form.getByLabel('Email').fill('Mona@Example.com')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()

  const record = await sessionLead(page)
  expect(record).toMatchObject({
    full_name: 'Mona Adel Hassan',
    email: 'Mona@Example.com',
    mobile_local: '01012345678',
    mobile_e164: '+201012345678',
    lead_id: expect.any(String),
    step1_at: expect.any(Number),
    floorplans_unlocked: true,
  })

  await form.getByLabel('When do you plan to buy?').selectOption('within_6m')
  await form.getByLabel(/unit type/i).selectOption({ label: 'Penthouse' })
  await form.getByLabel('Phone call').check()
  await form.getByLabel('I agree to be contacted about this project.').check()
  await form.getByRole('button', { name: 'Send my details' }).click()
  await expect.poll(() => successes(page)).toHaveLength(1)
  expect((await successes(page))[0]).toMatchObject({
    form_id: 'full_form_v2',
    first_name: 'Mona',
    last_name: 'Adel Hassan',
    email: 'mona@example.com',
    phone: '+201012345678',
    unit_type: 'Penthouse',
    buy_timeline: 'within_6m',
    contact_channel: 'call',
    budget_bucket: '10to20m', // one penthouse at 17,900,000 EGP
    lead_id: record.lead_id,
    transaction_id: record.lead_id,
    gclid: 'E2E-click',
    _gcl_aw: 'GCL.1700000000.Cj0-from-cookie',
    _fbp: 'fb.1.1700000000.4242',
  })
})

test('consultation form (Arabic): Persian digits accepted, the session keeps the mobile in both forms, and the success event carries the budget bucket and click ids', async ({
  page,
  context,
}) => {
  await adCookies(context)
  await page.goto('/ar?gbraid=E2E-braid')
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  const form = page.locator('#consultation form')
  await form.getByLabel('الاسم بالكامل').fill('منى عادل')
  await form.getByLabel('رقم الموبايل').pressSequentially('۰۱۱۱۲۳۴۵۶۷۸')
  await expect(form.getByLabel('رقم الموبايل')).toHaveValue('01112345678')
  await form.getByLabel('البريد الإلكتروني').fill('mona@example.com')
  await form.getByLabel('الميزانية', { exact: false }).selectOption('over_20m')
  await form.getByRole('button', { name: 'احجز استشارتي' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'وصلنا طلبك' })).toBeVisible()

  await expect.poll(() => successes(page)).toHaveLength(1)
  expect((await successes(page))[0]).toMatchObject({
    form_id: 'home_consultation',
    first_name: 'منى',
    last_name: 'عادل',
    email: 'mona@example.com',
    phone: '+201112345678',
    budget_bucket: 'gt20m',
    budget_range: 'over_20m',
    lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    gbraid: 'E2E-braid',
    gclid: 'Cj0-from-cookie', // no click id in the address: the one Google's cookie holds
    _gcl_aw: 'GCL.1700000000.Cj0-from-cookie',
    _fbp: 'fb.1.1700000000.4242',
  })
  expect(await sessionLead(page)).toMatchObject({
    full_name: 'منى عادل',
    mobile_local: '01112345678',
    mobile_e164: '+201112345678',
  })

  // A project page later in the visit starts its form from those details.
  await page.goto('/capital-heights/ar')
  await waitForHydration(page)
  await page.locator('#lead-form').scrollIntoViewIfNeeded()
  await expect(page.locator('#lead-form').getByLabel('رقم الموبايل')).toHaveValue('01112345678')
})
