import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

const form = (page: Page) => page.locator('#consultation form')

/** The form loads as the visitor scrolls near it. */
async function openForm(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.locator('#consultation').scrollIntoViewIfNeeded()
  await expect(form(page)).toBeVisible()
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form(page).getByLabel(label, { exact: false }).fill(value)
  }
}

test('empty or bad fields get the spec messages, on blur and on submit', async ({ page }) => {
  await openForm(page, '/')
  await form(page).getByLabel('Email').fill('mona@')
  await form(page).getByLabel('Email').blur()
  await expect(form(page).getByText('Invalid email address')).toBeVisible()
  await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  await form(page).getByRole('button', { name: 'Book my consultation' }).click()
  await expect(form(page).getByText('Name is required')).toBeVisible()
  await expect(form(page).getByText('Phone is required')).toBeVisible()
  await expect(form(page).getByLabel('Full name')).toBeFocused()

  await form(page).getByLabel('Email').fill('mona@example.com')
  await form(page).getByLabel('Email').blur()
  await expect(form(page).getByText('Invalid email address')).toHaveCount(0)
})

test('Arabic: booking replaces the form with the confirmation; click ids travel with it', async ({
  page,
}) => {
  await openForm(page, '/ar?gclid=ad-click-1&utm_source=google')
  await form(page).getByRole('button', { name: 'احجز استشارتي' }).click()
  await expect(form(page).getByText('اكتب اسمك')).toBeVisible()
  await expect(form(page).getByText('اكتب إيميلك')).toBeVisible()
  await expect(form(page).getByText('اكتب رقم موبايلك')).toBeVisible()

  await fill(page, {
    'الاسم بالكامل': 'منى عادل',
    'رقم الموبايل': '01001234567',
    'البريد الإلكتروني': 'mona@example.com',
    'المنطقة المفضلة': 'التجمع الخامس',
  })
  await form(page).getByLabel('الميزانية').selectOption('10m_20m')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action'])
  await form(page).getByRole('button', { name: 'احجز استشارتي' }).click()
  const body = (await sent).postData() ?? ''
  expect(body).toContain('ad-click-1')
  expect(body).toContain('google')
  const confirmation = page.getByRole('status').filter({ hasText: 'وصلنا طلبك' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expect(form(page)).toHaveCount(0)
  const bookings = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.event === 'form_submit_success',
      ),
    )
  await expect.poll(bookings).toEqual([
    expect.objectContaining({
      form_id: 'home_consultation',
      first_name: 'منى',
      last_name: 'عادل',
      budget_range: '10m_20m',
      value: 21000,
      currency: 'EGP',
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      hashed_email: expect.stringMatching(/^[0-9a-f]{64}$/),
    }),
  ])
})

test('form_start fires once; a failed booking keeps the form, re-enables it and says so', async ({
  page,
}) => {
  await openForm(page, '/')
  await fill(page, { 'Full name': 'Mona Adel', Phone: '01001234567', Email: 'mona@example.com' })
  const starts = await page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; form_id?: string }[] }).dataLayer ?? []
    ).filter((e) => e.event === 'form_start'),
  )
  expect(starts).toEqual([expect.objectContaining({ form_id: 'home_consultation' })])

  await page.route('**/*', (route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action']
      ? route.abort()
      : route.fallback(),
  )
  const submit = form(page).getByRole('button', { name: 'Book my consultation' })
  await submit.click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('Something went wrong')
  await expect(submit).toBeEnabled()
  await expect(form(page).getByLabel('Full name')).toHaveValue('Mona Adel')
})
