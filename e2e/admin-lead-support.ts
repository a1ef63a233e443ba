import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './support'

/** A visitor on the Arabic project page, arriving from a Google Ads click, fills both steps. */
export async function submitProjectLead(
  page: Page,
  lead: { name: string; mobile: string; gclid: string },
) {
  await page.goto(`/the-crest-residence/ar?gclid=${lead.gclid}&utm_source=google`)
  await waitForHydration(page)
  const form = page.locator('#lead-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('الاسم بالكامل').fill(lead.name)
  await form.getByLabel('رقم الموبايل').fill(lead.mobile)
  await form.getByLabel('البريد الإلكتروني').fill(`lead-${lead.gclid}@example.com`)
  await form.getByRole('button', { name: 'متابعة' }).click()
  await expect(form.getByText('الخطوة 2 من 2')).toBeVisible()
  await form.getByLabel('متى تخطط للشراء؟').selectOption('within_3m')
  await form.getByLabel('ما نوع الوحدة التي تهمك؟').selectOption({ label: 'بنتهاوس' })
  await form.getByLabel('واتساب').check()
  await form.getByLabel('أوافق على التواصل معي بخصوص هذا المشروع.').check()
  await form.getByRole('button', { name: 'أرسل بياناتي' }).click()
  await expect(form.getByText('شكرًا لك!')).toBeVisible()
}
