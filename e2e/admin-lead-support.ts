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
  await form.getByLabel('ناوي تشتري إمتى؟').selectOption('within_3m')
  await form.getByLabel('نوع الوحدة اللي تهمك إيه؟').selectOption({ label: 'بنتهاوس' })
  await form.getByLabel('واتساب').check()
  await form.getByLabel('موافق إنكم تتواصلوا معايا بخصوص المشروع ده.').check()
  await form.getByRole('button', { name: 'أرسل بياناتي' }).click()
  await expect(form.getByText('شكرًا ليك!')).toBeVisible()
}

/**
 * A tap on a tel: link hands the number to the system's dialer. This browser has none, and
 * Chromium's external-protocol prompt then holds the page's input, so a test's next tap is
 * lost. The page still logs the call (its click handler runs); only the hand-over is skipped.
 */
export async function withoutDialer(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]'))
          event.preventDefault()
      },
      true,
    ),
  )
}
