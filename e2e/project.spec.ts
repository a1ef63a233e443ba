import { expect, test } from '@playwright/test'
import { publishedCopy } from './public-support'
import { waitForHydration } from './support'

test('project page sections follow their show/hide rules (seeded edge cases)', async ({ page }) => {
  await page.goto('/the-crest-residence')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Park-side living in the heart of New Cairo',
  )
  for (const heading of [
    'Unit types and prices',
    'Get prices and floor plans',
    'Master plan',
    'Location',
    'Frequently asked questions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Calculate your instalments' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /type=phone_number/,
  )

  const sectionNav = page.getByRole('navigation', { name: 'Project sections' })
  await expect(sectionNav.getByRole('link')).toHaveText([
    'Overview',
    'Units',
    'Payment plan',
    'Register',
    'Master plan',
    'Location',
    'FAQ',
  ])
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveCount(4)

  await page.goto('/sokhna-cliffs') // calculator switched off
  await expect(page.getByRole('button', { name: 'Calculate your instalments' })).toHaveCount(0)
  await expect(sectionNav.getByRole('link', { name: 'Payment plan' })).toHaveCount(0)
  await page.goto('/mostakbal-park/ar') // no FAQ entries
  await expect(page.getByRole('heading', { name: 'الأسئلة الشائعة' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'الموقع' })).toBeVisible()
  const arabicNav = page.getByRole('navigation', { name: 'أقسام المشروع' })
  await expect(arabicNav.getByRole('link', { name: 'الموقع' })).toBeVisible()
  await expect(arabicNav.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveCount(0)
})

test('what staff write is on the page: CTAs in place, the project’s contacts and small print, highlight icons, prices per language', async ({
  page,
}) => {
  await page.goto('/the-crest-residence')
  // In page order: units, payment plan, the mid-page nudge, the lead form, the closing CTA.
  const order = await page.evaluate(() =>
    [
      '#units',
      '#payment-plan',
      '[aria-labelledby="mid-cta-heading"]',
      '#lead-form',
      '[aria-labelledby="closing-cta-heading"]',
    ].map((selector) => {
      const all = [...document.querySelectorAll('main *')]
      return all.indexOf(document.querySelector(selector)!)
    }),
  )
  expect(order.every((index) => index >= 0)).toBe(true)
  expect(order).toEqual([...order].sort((a, b) => a - b))
  const mid = page.getByRole('region', { name: 'Not sure which unit fits?' })
  await expect(mid.getByRole('link', { name: 'Get advice' })).toHaveAttribute('href', '#lead-form')
  const closing = page.getByRole('region', { name: 'Ready to see it in person?' })
  await expect(closing.getByRole('link', { name: 'Book a visit' })).toHaveAttribute(
    'href',
    '#lead-form',
  )
  await expect(closing.getByRole('link', { name: /Call sales/ })).toHaveAttribute(
    'href',
    'tel:+20226174400',
  )
  await expect(closing.getByRole('link', { name: /Email sales/ })).toHaveAttribute(
    'href',
    'mailto:crest@nilecrest.example',
  )
  await expect(closing).toContainText(
    'Prices and payment plans are set by the developer and may change without notice.',
  )
  const highlights = page.getByRole('list', { name: 'Nearby' }).getByRole('listitem')
  await expect(highlights).toHaveText([/AUC New Cairo/, /Point 90 Mall/, /Cairo Airport/])
  for (const [index, icon] of ['school', 'shopping-bag', 'plane'].entries())
    await expect(highlights.nth(index).locator(`svg.lucide-${icon}`)).toHaveCount(1)
  await expect(page.locator('#overview')).toContainText('From EGP 9.8M')
  await expect(page.getByRole('article', { name: 'Two-Bedroom Apartment' })).toContainText(
    'Starting from EGP 9.8M',
  )

  await page.goto('/the-crest-residence/ar')
  await expect(page.locator('#overview')).toContainText('تبدأ من 9.8 مليون جنيه')
  await expect(page.locator('[data-unit="apartment-2br-135"]')).toContainText(
    'يبدأ من 9.8 مليون جنيه',
  )
  const chat = page.locator('a[data-whatsapp-location="floating"]')
  expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(
    'مرحبًا، أريد معرفة تفاصيل ذا كرست ريزيدنس.',
  )
})

test('the payment calculator follows the spec maths, in Arabic too', async ({ page }) => {
  await page.goto('/the-crest-residence/ar')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'احسب أقساطك' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // First unit: 9,800,000 EGP; 10% down over 10 years → 980,000 and 73,500 a month.
  await expect(dialog).toContainText('980,000')
  await expect(dialog).toContainText('73,500')
  await expect(dialog).toContainText('الأرقام استرشادية')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('unit cards are 280 px wide in a horizontal strip, right to left in Arabic', async ({
    page,
  }) => {
    await page.goto('/the-crest-residence/ar')
    await waitForHydration(page)
    const cards = page.locator('#units li')
    const first = (await cards.nth(0).boundingBox())!
    const second = (await cards.nth(1).boundingBox())!
    expect(first.width).toBe(280)
    expect(second.y).toBe(first.y) // one row
    expect(second.x).toBeLessThan(first.x) // the strip runs right to left
    const strip = page.locator('#units ul')
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  })
})

test('an empty hero headline in one language hides no other section of that page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = await publishedCopy(
    page,
    'zayed-greens',
    { 'Arabic Content': { Title: 'زايد جرينز' }, 'Arabic Sections': { 'Hero headline': '' } },
    { unit: true },
  )
  await page.goto(`/${project.slug}/ar`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('زايد جرينز')
  for (const heading of [
    'أنواع الوحدات والأسعار',
    'احصل على الأسعار والمخططات',
    'المخطط العام',
    'الموقع',
    'الأسئلة الشائعة',
    'هل تريد أن ترى المشروع على الطبيعة؟',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'تواصل مع المبيعات' }).first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'أقسام المشروع' }).getByRole('link'),
  ).toHaveText([
    'نظرة عامة',
    'الوحدات',
    'خطة السداد',
    'سجّل اهتمامك',
    'المخطط العام',
    'الموقع',
    'الأسئلة الشائعة',
  ])
  // The other language keeps its hero.
  await page.goto(`/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(project.title)
})

test('Book Now opens a form titled for booking a visit; the form’s own link keeps it for prices', async ({
  page,
}) => {
  for (const [path, book, bookHeading, bookSubmit, register, pricesHeading] of [
    [
      '/capital-heights',
      'Book Now',
      'Book a visit',
      'Book my visit',
      'Register',
      'Get prices and floor plans',
    ],
    [
      '/capital-heights/ar',
      'احجز معاينة',
      'احجز معاينة',
      'احجز المعاينة',
      'سجّل اهتمامك',
      'احصل على الأسعار والمخططات',
    ],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    const heading = page.locator('#lead-form h2')
    await expect(heading).toHaveText(pricesHeading)
    await page.getByRole('link', { name: book }).first().click()
    await expect(heading).toHaveText(bookHeading)
    const form = page.locator('#lead-form')
    await form.getByRole('textbox').first().fill('Mona Adel')
    await form.locator('input[type=tel]').fill('01012345678')
    await form.locator('input[type=email]').fill('mona@example.com')
    await form.locator('button[type=submit]').click()
    await expect(form.getByRole('button', { name: bookSubmit })).toBeVisible()
    await page.getByRole('navigation').getByRole('link', { name: register }).click()
    await expect(heading).toHaveText(pricesHeading)
    await page.evaluate(() => sessionStorage.clear())
  }
})
