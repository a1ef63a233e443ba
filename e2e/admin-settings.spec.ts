import { expect, test, type Page } from '@playwright/test'
import { runSuffix } from './admin-content-support'
import { expectToast, signIn } from './admin-support'
import { seriousViolations } from './axe'
import { waitForHydration } from './support'

const LABELS = [
  'Company phone',
  'Company e-mail',
  'WhatsApp number',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'English',
  'Arabic',
  'Google Tag Manager container ID',
  'Lead notification recipients',
  'Privacy notice (English)',
  'Privacy notice (Arabic)',
] as const
type Label = (typeof LABELS)[number]

const company = (page: Page) => page.getByRole('region', { name: 'Company' })

async function fillCompany(page: Page, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values))
    await company(page).getByLabel(label, { exact: true }).fill(value)
  await company(page).getByRole('button', { name: 'Save company details' }).click()
}

// @quiet: the company's phone, footer and tag container show on every public page.
test(
  'Settings › Company: refused input keeps what was typed; saved details show on the public site in both languages at once',
  { tag: '@quiet' },
  async ({ page, browser }) => {
    test.setTimeout(90_000)
    await signIn(page, 'admin')
    await page.goto('/admin/settings')
    await waitForHydration(page)
    const original = Object.fromEntries(
      await Promise.all(
        LABELS.map(async (label) => [
          label,
          await company(page).getByLabel(label, { exact: true }).inputValue(),
        ]),
      ),
    ) as Record<Label, string>
    const visitor = await browser.newPage()
    try {
      // Refused: messages under the fields, focus on the first, the typed values kept.
      await fillCompany(page, {
        'Company phone': '+20 2 1234 5678',
        'Company e-mail': 'not-an-email',
        'Google Tag Manager container ID': 'UA-1234-1',
      })
      await expectToast(page, 'Settings not saved', 'Please fix the errors and try again.')
      await expect(company(page).getByText('Enter a valid email address')).toBeVisible()
      await expect(
        company(page).getByText(
          'Enter a Google Tag Manager container ID such as GTM-AB12CD3, or leave it empty',
        ),
      ).toBeVisible()
      await expect(company(page).getByLabel('Company e-mail')).toBeFocused()
      await expect(company(page).getByLabel('Company phone')).toHaveValue('+20 2 1234 5678')
      expect(await seriousViolations(page, 'settings with errors')).toEqual([])

      // Saved.
      const stamp = runSuffix()
      const email = `contact-${stamp}@masar.example`
      const footer = { en: `Licensed advisory ${stamp}.`, ar: `استشارات عقارية مرخصة ${stamp}.` }
      await fillCompany(page, {
        'Company e-mail': email,
        'WhatsApp number': '+20 100 999 8877',
        'Google Tag Manager container ID': 'gtm-e2e1234',
        LinkedIn: '',
        English: footer.en,
        Arabic: footer.ar,
        'Privacy notice (English)': `# Who we are\nMasar ${stamp} keeps your details 24 months.`,
        'Privacy notice (Arabic)': `# مين إحنا\nمسار ${stamp} بتحتفظ ببياناتك 24 شهر.`,
      })
      await expectToast(page, 'Settings saved')
      await expect(company(page).getByLabel('Arabic', { exact: true })).toHaveAttribute(
        'dir',
        'rtl',
      )

      // A visitor sees them on the next request, in English and Arabic; the container loads.
      const container = visitor.waitForRequest(/googletagmanager\.com\/gtm\.js\?id=GTM-E2E1234$/)
      await visitor.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      )
      await visitor.goto('/')
      const siteFooter = visitor.locator('footer')
      await expect(siteFooter.getByRole('link', { name: '+20 2 1234 5678' })).toHaveAttribute(
        'href',
        'tel:+20212345678',
      )
      await expect(visitor.locator('a[data-phone-location="header"]')).toHaveAttribute(
        'href',
        'tel:+20212345678',
      )
      await expect(siteFooter.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      )
      await expect(siteFooter.getByText(footer.en)).toBeVisible()
      await expect(siteFooter.getByRole('link', { name: 'LinkedIn' })).toHaveCount(0)
      await expect(siteFooter.getByRole('link', { name: 'Facebook' })).toBeVisible()
      await container
      expect(
        await visitor.evaluate(() =>
          ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.event === 'gtm.js',
          ),
        ),
      ).toBe(true)
      const chat = (text: string) => visitor.getByRole('link', { name: text }).first()
      await expect(chat('Chat with an advisor')).toHaveAttribute('href', /[?&]phone=201009998877&/)
      await visitor.goto('/ar')
      await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(visitor.locator('footer').getByText(footer.ar)).toBeVisible()
      await expect(visitor.locator('a[data-phone-location="header"]')).toHaveAttribute(
        'href',
        'tel:+20212345678',
      )
      await expect(visitor.locator('footer').getByRole('link', { name: email })).toBeVisible()
      await expect(chat('كلّم مستشار')).toHaveAttribute('href', /[?&]phone=201009998877&/)
      await expect(visitor.locator('footer').getByText(footer.en)).toHaveCount(0)

      // The privacy notice, linked from the footer, says what staff wrote, in each language.
      await visitor.locator('footer').getByRole('link', { name: 'إشعار الخصوصية' }).click()
      await expect(visitor).toHaveURL(/\/privacy\/ar$/)
      await expect(visitor.getByRole('heading', { level: 2, name: 'مين إحنا' })).toBeVisible()
      await expect(visitor.getByText(`مسار ${stamp} بتحتفظ ببياناتك 24 شهر.`)).toBeVisible()
      await visitor.goto('/privacy')
      await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
      await expect(visitor.getByText(`Masar ${stamp} keeps your details 24 months.`)).toBeVisible()
    } finally {
      // Back as it was for the specs that follow (analytics counts dataLayer events).
      await page.reload()
      await waitForHydration(page)
      await fillCompany(page, original)
      await expectToast(page, 'Settings saved')
      await visitor.close()
    }
  },
)
