import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

type DataLayerEvent = Record<string, unknown> & { event?: string }
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [])
const leadForm = (page: Page) => page.locator('#lead-form')

/** The form loads as the visitor scrolls near it. */
async function openForm(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await leadForm(page).scrollIntoViewIfNeeded()
  await expect(leadForm(page).getByRole('progressbar')).toBeVisible()
}

const MOBILE_INVALID =
  'Enter an Egyptian mobile such as 010 1234 5678, or an international number with its country code such as +971 50 123 4567'

test('step 1 shows the spec messages on submit and on blur', async ({ page }) => {
  await openForm(page, '/the-crest-residence')
  const form = leadForm(page)
  await expect(form.getByText('Step 1 of 2')).toBeVisible()
  await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText(MOBILE_INVALID)).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Full name')).toBeFocused()

  await form.getByLabel('Mobile number').fill('01301234567') // 13 is no Egyptian mobile prefix
  await form.getByLabel('Mobile number').blur()
  await expect(form.getByText(MOBILE_INVALID)).toBeVisible()
  await form.getByLabel('Mobile number').fill('+20 101 234 5678')
  await form.getByLabel('Mobile number').blur()
  await expect(form.getByText(MOBILE_INVALID)).toHaveCount(0)
  // A buyer abroad: a number with its country code is taken too.
  await form.getByLabel('Mobile number').fill('+971 50 123 4567')
  await form.getByLabel('Mobile number').blur()
  await expect(form.getByText(MOBILE_INVALID)).toHaveCount(0)
  expect((await events(page)).filter((e) => e.event === 'lead_step1_submit_attempt')).toEqual([])
})

test('after a message is fixed, one click on Continue goes to step 2 (no layout shift)', async ({
  page,
}) => {
  await openForm(page, '/the-crest-residence')
  const form = leadForm(page)
  await form.getByLabel('Full name').fill('Mona Adel')
  await form.getByLabel('Mobile number').fill('0101 234 5678')
  await form.getByLabel('Email').fill('mona@')
  await form.getByLabel('Email').blur()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  // Typing the fix clears the message at once; the focus stays in the field until the click.
  await form.getByLabel('Email').fill('mona@example.com')
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()
  // The lead exists after step 1: step 2 says so, and that it is optional.
  await expect(form.getByText('We have received your request. This step is optional')).toBeVisible()
})

test('Arabic: both steps, Contact Sales pre-selection, Thank You with chat link, events', async ({
  page,
}) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  // Contact Sales before the form has loaded: the click loads it with that unit chosen.
  await page
    .locator('[data-unit="penthouse-3br-210"]')
    .getByRole('link', { name: 'تواصل مع المبيعات' })
    .click()
  const form = leadForm(page)
  await form.getByLabel('الاسم بالكامل').fill('منى عادل')
  await form.getByLabel('رقم الموبايل').fill('0101 234 5678')
  await form.getByLabel('البريد الإلكتروني').fill('Mona@Example.com')
  await form.getByRole('button', { name: 'متابعة' }).click()

  await expect(form.getByText('الخطوة 2 من 2')).toBeVisible()
  await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(form.getByLabel('نوع الوحدة اللي تهمك إيه؟')).toHaveValue('بنتهاوس')
  const step1 = (await events(page)).filter((e) => String(e.event).startsWith('lead_step1'))
  expect(step1.map((e) => e.event)).toEqual(['lead_step1_submit_attempt', 'lead_step1_success'])
  expect(step1[1]!.event_id).toEqual(expect.any(String))

  await form.getByRole('button', { name: 'أرسل بياناتي' }).click()
  await expect(form.getByText('اختار إمتى ناوي تشتري')).toBeVisible()
  await expect(form.getByText('اختار نتواصل معاك إزاي')).toBeVisible()
  await expect(form.getByText('لازم توافق إننا نتواصل معاك')).toBeVisible()

  await form.getByLabel('ناوي تشتري إمتى؟').selectOption('within_3m')
  await form.getByLabel('واتساب').check()
  await form.getByLabel('موافق إنكم تتواصلوا معايا بخصوص المشروع ده.').check()
  await form.getByRole('button', { name: 'أرسل بياناتي' }).click()

  await expect(form.getByText('شكرًا ليك!')).toBeVisible()
  await expect(form.getByText('حد من مستشارينا هيتواصل معاك على واتساب قريب.')).toBeVisible()
  const chat = new URL(
    (await form.getByRole('link', { name: 'كلّمنا على واتساب دلوقتي' }).getAttribute('href'))!,
  )
  expect(Object.fromEntries(chat.searchParams)).toEqual({
    phone: '201001234567',
    text: 'أهلًا، سجّلت اهتمامي بمشروع ذا كرست ريزيدنس.',
    type: 'phone_number',
    app_absent: '0',
  })
  await expect
    .poll(async () => (await events(page)).find((e) => e.event === 'form_submit_success'))
    .toMatchObject({
      form_id: 'full_form_v2',
      meta_event: 'Lead',
      first_name: 'منى',
      last_name: 'عادل',
      unit_type: 'بنتهاوس',
      buy_timeline: 'within_3m',
      contact_channel: 'whatsapp',
      currency: 'EGP',
      hashed_email: expect.stringMatching(/^[0-9a-f]{64}$/),
      hashed_phone: expect.stringMatching(/^[0-9a-f]{64}$/),
      transaction_id: step1[1]!.lead_id,
    })
  // The average price of the chosen unit's type (one penthouse at 17,900,000 EGP) / 100.
  const conversion = (await events(page)).find((e) => e.event === 'form_submit_success')!
  expect(conversion).toMatchObject({ average_price: 17_900_000, value: 179_000 })
})

test('step 1 is auto-filled from the session; Edit goes back with the values', async ({ page }) => {
  await openForm(page, '/capital-heights')
  const form = leadForm(page)
  await form.getByLabel('Full name').fill('Karim Nabil')
  await form.getByLabel('Mobile number').fill('01551234567')
  await form.getByLabel('Email').fill('karim@example.com')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()
  await form.getByRole('button', { name: 'Edit' }).click()
  await expect(form.getByLabel('Full name')).toHaveValue('Karim Nabil')

  await openForm(page, '/the-crest-residence/ar')
  await expect(leadForm(page).getByLabel('رقم الموبايل')).toHaveValue('01551234567')
  await expect(leadForm(page).getByLabel('الاسم بالكامل')).toHaveValue('Karim Nabil')
})

test('a failed step 1 toasts "Error" / "Something went wrong" and keeps the values', async ({
  page,
}) => {
  await openForm(page, '/the-crest-residence')
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action']
      ? route.abort()
      : route.fallback(),
  )
  const form = leadForm(page)
  await form.getByLabel('Full name').fill('Omar Hany')
  await form.getByLabel('Mobile number').fill('01201234567')
  await form.getByLabel('Email').fill('omar@example.com')
  await form.getByRole('button', { name: 'Continue' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.locator('[data-title]')).toHaveText('Error')
  await expect(toast.locator('[data-description]')).toHaveText(
    'Something went wrong. Please try again',
  )
  await expect(toast).toHaveAttribute('data-type', 'error')
  await expect(form.getByText('Step 1 of 2')).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveValue('Omar Hany')
  await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled()
})

test('with session storage blocked, step 2 still shows and completes', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await openForm(page, '/the-crest-residence')
  const form = leadForm(page)
  await form.getByLabel('Full name').fill('Nour Samir')
  await form.getByLabel('Mobile number').fill('01101234567')
  await form.getByLabel('Email').fill('nour@example.com')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()
  await expect(form.getByText('Nour Samir · 01101234567 · nour@example.com')).toBeVisible()
  await form.getByLabel('When do you plan to buy?').selectOption('within_6m')
  await form.getByLabel('Which unit type interests you?').selectOption('not_sure')
  await form.getByLabel('Phone call').check()
  await form.getByLabel('I agree to be contacted about this project.').check()
  await form.getByRole('button', { name: 'Send my details' }).click()
  await expect(form.getByText('Thank you!')).toBeVisible()
})
