import { expect, test, type Page } from '@playwright/test'
import { fillTab, runSuffix, signedInAs, visit } from './admin-content-support'
import { createProject, projectNames } from './admin-project-support'
import { waitForHydration } from './support'

signedInAs('moderator')

type PageTexts = {
  chat: string
  mid: { headline: string; description: string; button: string }
  closing: { heading: string; button: string; disclaimer: string }
  submit: string
}

const sectionFields = (texts: PageTexts) => ({
  'Mid CTA headline': texts.mid.headline,
  'Mid CTA description': texts.mid.description,
  'Mid CTA button label': texts.mid.button,
  'Footer CTA heading': texts.closing.heading,
  'Footer CTA button': texts.closing.button,
  'Disclaimer (small print)': texts.closing.disclaimer,
  'Form submit label': texts.submit,
})

/** Whether `first` comes before `second` in the page. */
const precedes = (page: Page, first: string, second: string) =>
  page.evaluate(
    ([a, b]) =>
      !!(
        document.querySelector(a!)!.compareDocumentPosition(document.querySelector(b!)!) &
        Node.DOCUMENT_POSITION_FOLLOWING
      ),
    [first, second],
  )

/** The page shows the editor's texts where they belong, in its language. */
async function expectProjectTexts(page: Page, path: string, texts: PageTexts, contact: string[]) {
  expect(await visit(page, path)).toBe(200)
  await waitForHydration(page)
  // Mid-page: a nudge to the lead form, just before it.
  const mid = page.getByRole('region', { name: texts.mid.headline })
  await expect(mid).toContainText(texts.mid.description)
  await expect(mid.getByRole('link', { name: texts.mid.button })).toHaveAttribute(
    'href',
    '#lead-form',
  )
  expect(await precedes(page, 'section[aria-labelledby="mid-cta-heading"]', '#lead-form')).toBe(
    true,
  )
  // Closing: the call to action, the project's own phone and e-mail, the small print.
  const closing = page.getByRole('region', { name: texts.closing.heading })
  expect(await precedes(page, '#lead-form', 'section[aria-labelledby="closing-cta-heading"]')).toBe(
    true,
  )
  await expect(closing.getByRole('link', { name: texts.closing.button })).toHaveAttribute(
    'href',
    '#lead-form',
  )
  await expect(closing.locator('a[href^="tel:"]')).toHaveAttribute('href', contact[0]!)
  await expect(closing.locator('a[href^="mailto:"]')).toHaveAttribute('href', contact[1]!)
  await expect(closing).toContainText(texts.closing.disclaimer)
  // The chat button opens WhatsApp with the message written for this language.
  const chat = new URL(
    (await page.locator('a[data-whatsapp-location="floating"]').getAttribute('href'))!,
  )
  expect(chat.searchParams.get('text')).toBe(texts.chat)
  expect(chat.searchParams.get('phone')).toBe('201001234567')
}

test('the project page shows what the editor wrote: mid-page and closing CTAs, the project’s phone and e-mail, the disclaimer, the WhatsApp message per language, the form’s submit label', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = runSuffix()
  const project = { ...projectNames(suffix, 'page'), status: 'Published' as const }
  const email = `sales-${suffix}@e2e.example`
  const en: PageTexts = {
    chat: `Hello, I saw ${project.title} on your site.`,
    mid: {
      headline: 'Still choosing?',
      description: 'We shortlist for you.',
      button: 'Ask an advisor',
    },
    closing: {
      heading: 'Come and see it',
      button: 'Book a visit',
      disclaimer: 'Prices may change.',
    },
    submit: 'Send to sales',
  }
  const ar: PageTexts = {
    chat: `مرحبًا، رأيت ${project.arabicTitle} على موقعكم.`,
    mid: { headline: 'ما زلت تختار؟', description: 'نرشح لك الأنسب.', button: 'اسأل مستشارًا' },
    closing: { heading: 'تعال وشاهده', button: 'احجز زيارة', disclaimer: 'الأسعار قابلة للتغيير.' },
    submit: 'أرسل للمبيعات',
  }
  await createProject(page, project, async () => {
    await fillTab(page, 'Basic Info', {
      'WhatsApp number': '201001234567',
      'Contact phone': '+20 2 2000 1234',
      'Contact email': email,
    })
    await fillTab(page, 'English Content', { 'WhatsApp message': en.chat })
    await fillTab(page, 'Arabic Content', { 'WhatsApp message': ar.chat })
    await fillTab(page, 'English Sections', sectionFields(en))
    await fillTab(page, 'Arabic Sections', sectionFields(ar))
  })

  const contact = ['tel:+20220001234', `mailto:${email}`]
  await expectProjectTexts(page, `/${project.slug}`, en, contact)
  // The lead form's last step is sent with the project's own label.
  const form = page.locator('#lead-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Full name').fill('Mona Adel')
  await form.getByLabel('Mobile number').fill('0101 234 5678')
  await form.getByLabel('Email').fill(`mona-${suffix}@example.com`)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()
  await expect(form.getByRole('button', { name: en.submit })).toBeVisible()

  await expectProjectTexts(page, `/${project.slug}/ar`, ar, contact)
})
