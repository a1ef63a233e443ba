import { DEFAULT_PRIVACY_NOTICE } from '@/lib/settings/default-privacy-notice'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSettings, outboxMessages } from '@/lib/db/schema'
import { storeLead } from '@/lib/leads/store-lead'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { defaultSiteSettings } from '@/lib/settings/default-site-settings'
import { readSalesInbox } from '@/lib/settings/read-sales-inbox'
import { readSiteSettings } from '@/lib/settings/read-site-settings'
import { SITE_SETTINGS_KEY } from '@/lib/settings/saved-settings'
import { saveSiteSettings } from '@/lib/settings/save-site-settings'
import { phoneHref, siteSettingsSchema } from '@/lib/settings/site-settings-schema'
import { CONTACT_NUMBER_MESSAGE } from '@/lib/validation/admin-fields'
import { fieldErrorsOf, formObject } from '@/lib/validation/form-object'
import { migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { english, englishFieldErrors } from '../support/english'

let smtp: LoopbackSmtp
let admin: Awaited<ReturnType<typeof insertStaff>>

beforeAll(async () => {
  await migratedDb()
  smtp = await startSmtpServer()
  admin = await insertStaff('admin')
})
afterAll(async () => {
  // The database may be shared with later test files: leave the defaults behind.
  await (await migratedDb()).delete(appSettings).where(eq(appSettings.key, SITE_SETTINGS_KEY))
  await smtp.close()
})

/** Settings › Company as the browser posts it. */
function companyForm(overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    phone: '+20 2 1234 5678',
    email: ' Contact@Masar.Example ',
    whatsappNumber: '+20 100 123 4567',
    'social.facebook': 'https://www.facebook.com/masar',
    'social.instagram': '',
    'social.linkedin': 'https://www.linkedin.com/company/masar',
    'footerText.en': 'Licensed real-estate advisory.',
    'footerText.ar': 'استشارات عقارية مرخصة.',
    analyticsContainerId: 'gtm-ab12cd3',
    leadRecipients: 'sales@masar.example, Manager@Masar.example;\nsales@masar.example',
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

const parse = (overrides: Record<string, string> = {}) =>
  siteSettingsSchema.safeParse(formObject(companyForm(overrides)))

const errorsOf = (overrides: Record<string, string>) => {
  const parsed = parse(overrides)
  // What staff read: the schema's message keys in English.
  return parsed.success ? {} : englishFieldErrors(fieldErrorsOf(parsed.error.issues))!
}

describe('Settings › Company rules', () => {
  it('normalises what staff type: numbers to E.164, e-mail case, container id, address list', () => {
    const parsed = parse()
    expect(parsed.success && parsed.data).toEqual({
      phone: '+20212345678',
      email: 'contact@masar.example',
      whatsappNumber: '+201001234567',
      foundedYear: 2015,
      social: {
        facebook: 'https://www.facebook.com/masar',
        instagram: null,
        linkedin: 'https://www.linkedin.com/company/masar',
      },
      footerText: { en: 'Licensed real-estate advisory.', ar: 'استشارات عقارية مرخصة.' },
      analyticsContainerId: 'GTM-AB12CD3',
      leadRecipients: ['sales@masar.example', 'manager@masar.example'],
      // Not in this form: the default notice, as for settings saved before it existed.
      privacyNotice: DEFAULT_PRIVACY_NOTICE,
    })
    expect(phoneHref('+20 2 1234 5678')).toBe('tel:+20212345678')
    expect(phoneHref('02 1234 5678')).toBe('tel:0212345678')
  })

  it('reads numbers saved in the old forms (as typed, WhatsApp digits) in E.164', () => {
    const saved = siteSettingsSchema.parse({
      ...defaultSiteSettings('sales@masar.example'),
      phone: '+20 2 2735 0100',
      whatsappNumber: '201000350100',
    })
    expect([saved.phone, saved.whatsappNumber]).toEqual(['+20227350100', '+201000350100'])
  })

  it('reads the founding year in any digits; saved settings from before it read as 2015', () => {
    const typed = parse({ foundedYear: '٢٠١١' })
    expect(typed.success && typed.data.foundedYear).toBe(2011)
    const { foundedYear: _year, ...older } = (parse().success && parse().data) || {}
    const stored = siteSettingsSchema.safeParse(older)
    expect(stored.success && stored.data.foundedYear).toBe(2015)
  })

  it.each([
    [{ phone: '' }, 'phone', 'Enter the company phone'],
    [{ phone: 'call us' }, 'phone', english(CONTACT_NUMBER_MESSAGE)],
    // A landline without its country code: the same rule as every phone field.
    [{ phone: '02 1234 5678' }, 'phone', english(CONTACT_NUMBER_MESSAGE)],
    [{ email: 'contact' }, 'email', 'Enter a valid email address'],
    [{ whatsappNumber: '0100 123' }, 'whatsappNumber', english(CONTACT_NUMBER_MESSAGE)],
    [{ whatsappNumber: '' }, 'whatsappNumber', 'Enter the WhatsApp number'],
    [{ foundedYear: '1899' }, 'foundedYear', 'Enter a year from 1950 on'],
    [{ foundedYear: '2015.5' }, 'foundedYear', 'Enter the founding year, e.g. 2015'],
    [{ foundedYear: 'soon' }, 'foundedYear', 'Enter the founding year, e.g. 2015'],
    [{ foundedYear: '3000' }, 'foundedYear', 'The founding year cannot be in the future'],
    [
      { 'social.facebook': 'http://facebook.com/masar' },
      'social.facebook',
      'Enter the full Facebook address, starting with https://',
    ],
    [
      { 'social.linkedin': 'javascript:alert(1)' },
      'social.linkedin',
      'Enter the full LinkedIn address, starting with https://',
    ],
    [
      { 'footerText.ar': 'ن'.repeat(301) },
      'footerText.ar',
      'The footer text must be less than 300 characters',
    ],
    [
      { analyticsContainerId: 'UA-12345-1' },
      'analyticsContainerId',
      'Enter a Google Tag Manager container ID such as GTM-AB12CD3, or leave it empty',
    ],
    [
      { leadRecipients: 'sales@masar.example, sales team' },
      'leadRecipients',
      'One of the addresses is not an email address',
    ],
    [{ leadRecipients: ' , ' }, 'leadRecipients', 'Add at least one address'],
    [
      {
        leadRecipients: Array.from({ length: 11 }, (_, i) => `s${i}@masar.example`).join(','),
      },
      'leadRecipients',
      'At most 10 addresses',
    ],
  ])('%o → %s: %s', (overrides, field, message) => {
    expect(errorsOf(overrides)[field]).toBe(message)
  })
})

describe('Settings › Company storage and mail', () => {
  it('reads the defaults until an admin saves, then the saved values', async () => {
    // Nothing saved yet, whatever a file before this one in the worker saved.
    await (await migratedDb()).delete(appSettings).where(eq(appSettings.key, SITE_SETTINGS_KEY))
    expect(await readSiteSettings()).toEqual(defaultSiteSettings('sales@masar.example'))
    const parsed = parse()
    if (!parsed.success) throw new Error('the form should be valid')
    await saveSiteSettings(parsed.data, { userId: admin.id, name: admin.name, email: admin.email })
    expect(await readSiteSettings()).toEqual(parsed.data)
  })

  it('sends lead notifications to the saved recipients, read on each pass', async () => {
    const recipients = [`desk-${randomUUID().slice(0, 6)}@masar.example`, 'head@masar.example']
    const parsed = parse({ leadRecipients: recipients.join(', ') })
    if (!parsed.success) throw new Error('the form should be valid')
    await saveSiteSettings(parsed.data, { userId: admin.id, name: admin.name, email: admin.email })
    const email = `${randomUUID()}@example.com`
    const leadId = await storeLead({
      source: 'consultation',
      formId: 'home_consultation',
      locale: 'en',
      fullName: 'Salma Adel',
      email,
      phone: '01001234567',
      preferredArea: 'New Cairo',
    })
    const db = await migratedDb()
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxMessages.payload, { leadId }))
    await deliverDueMessages({
      transport: createTransport(smtp.url),
      from: 'Masar <no-reply@masar.example>',
      to: readSalesInbox,
    })
    const mails = smtp.mails.filter((mail) => mail.raw.includes(email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to.sort()).toEqual([...recipients].sort())
  })
})
