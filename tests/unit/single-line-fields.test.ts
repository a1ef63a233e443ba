import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import {
  developerTranslationSchema,
  developerSchema,
} from '@/lib/admin/developers/developer-schema'
import {
  projectLocaleSchema,
  projectSchema,
  projectSectionsSchema,
} from '@/lib/admin/projects/project-schema'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { nextActionSchema } from '@/lib/lead-inbox/lead-inbox-schemas'
import { readAttribution } from '@/lib/leads/attribution'
import { consultationFieldErrors, consultationSchema } from '@/lib/leads/consultation-schema'
import { leadFieldErrors, leadStep1Schema, leadStep2Schema } from '@/lib/leads/lead-form-schema'
import { labelled } from '@/lib/mail/mail-kind'
import { inviteSchema, namesSchema } from '@/lib/staff/staff-schemas'
import { isSingleLine, toOneLine } from '@/lib/validation/single-line'

// Issue 38 §10: a line break in a name forged lines of the plain-text sales mail. Every
// single-line field refuses control characters at its schema, with a message of its own.

const ONE_LINE_MESSAGE = 'errors.fields.oneLine'

const FORGED = [
  'Mona\nBcc: attacker@evil.example',
  'Mona\r\nOpen lead: https://evil.example/admin',
  'Mona\rAdel',
  'Mona\tAdel',
  'Mona\u2028Adel',
  'Mona\u0085Adel',
  'Mona\u0000Adel',
  'Mona\u001bAdel',
  'Mona\u007fAdel',
]

describe('isSingleLine', () => {
  it.each(FORGED)('refuses %j', (value) => {
    expect(isSingleLine(value)).toBe(false)
  })

  it.each(['Mona Adel', 'منى عادل', 'O’Brien-Smith (Jr.)', '+20 100 123 4567', ''])(
    'accepts %j',
    (value) => {
      expect(isSingleLine(value)).toBe(true)
    },
  )

  it('a value nobody typed keeps its words on one line', () => {
    expect(toOneLine('spring\r\nBcc: x@evil.example')).toBe('spring Bcc: x@evil.example')
  })
})

describe('public forms', () => {
  const step1 = { fullName: 'Mona Adel', mobile: '01012345678', email: 'mona@example.com' }
  const consultation = { ...step1, phone: step1.mobile, preferredArea: 'Zayed' }

  it.each(FORGED)('the project form refuses the name %j with its own message', (fullName) => {
    const result = leadStep1Schema.safeParse({ ...step1, fullName })
    expect(result.success).toBe(false)
    expect(leadFieldErrors(result.error!)).toEqual({ fullName: 'nameOneLine' })
  })

  it.each(FORGED)('the consultation form refuses the name %j with its own message', (fullName) => {
    const result = consultationSchema.safeParse({ ...consultation, fullName })
    expect(consultationFieldErrors(result.error!)).toEqual({ fullName: 'nameOneLine' })
  })

  it('the preferred area, the phones and the unit asked about are one line too', () => {
    const area = consultationSchema.safeParse({ ...consultation, preferredArea: 'Zayed\nBcc: x' })
    expect(consultationFieldErrors(area.error!)).toEqual({ preferredArea: 'areaOneLine' })
    const phone = consultationSchema.safeParse({ ...consultation, phone: '010\n12345678' })
    expect(consultationFieldErrors(phone.error!)).toEqual({ phone: 'phoneInvalid' })
    const mobile = leadStep1Schema.safeParse({ ...step1, mobile: '010\n12345678' })
    expect(leadFieldErrors(mobile.error!)).toEqual({ mobile: 'mobileInvalid' })
    const email = leadStep1Schema.safeParse({ ...step1, email: 'mona@example.com\nBcc: x' })
    expect(leadFieldErrors(email.error!)).toEqual({ email: 'emailInvalid' })
    const unit = leadStep2Schema.safeParse({
      howSoon: 'within_3m',
      unitInterest: 'Penthouse\nOpen lead: https://evil.example',
      preferredChannel: 'whatsapp',
      consent: 'on',
    })
    expect(leadFieldErrors(unit.error!)).toEqual({ unitInterest: 'unitRequired' })
  })

  it('notes keep their line breaks, and click ids and UTM values lose theirs, never the lead', () => {
    const notes = consultationSchema.parse({ ...consultation, notes: 'Call after 6\nNot Fridays' })
    expect(notes.notes).toBe('Call after 6\nNot Fridays')
    const clicked = consultationSchema.parse({ ...consultation, gclid: 'abc\nBcc: x' })
    expect(clicked.gclid).toBe('abc Bcc: x')
    const fields: Record<string, string> = { utmCampaign: 'spring\r\nBcc: x', landingPage: '/x\n' }
    expect(readAttribution((name) => fields[name])).toMatchObject({
      utmCampaign: 'spring Bcc: x',
      landingPage: '/x',
    })
  })
})

describe('admin forms', () => {
  const messageOf = (schema: ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    return result.success ? null : result.error.issues[0]?.message
  }
  const section = projectSectionsSchema.shape
  const english = projectLocaleSchema('english').shape
  const unitTexts = (unitSchema.shape.en as unknown as { shape: Record<string, ZodType> }).shape

  const singleLine: [string, ZodType][] = [
    ['staff name', namesSchema.shape.name],
    ['staff Arabic name', namesSchema.shape.nameAr],
    ['invited name', inviteSchema.shape.name],
    ['developer name', developerTranslationSchema.shape.name],
    ['developer tagline', developerTranslationSchema.shape.tagline],
    ['developer SEO title', developerTranslationSchema.shape.seoTitle],
    ['developer base path', developerSchema.shape.basePath],
    ['project title', english.title],
    ['project location', english.location],
    ['project base path', projectSchema.shape.basePath],
    ['project hero headline', section.heroHeadline],
    ['project SEO title', section.seoTitle],
    ['unit title', unitTexts.title!],
    ['unit type', unitSchema.shape.unitType],
    ['unit price label', unitTexts.priceLabel!],
  ]

  it.each(singleLine)('the %s refuses a line break with the one-line message', (_label, schema) => {
    for (const value of ['Forged\nBcc: x@evil.example', 'Tab\there', 'Nul\u0000here'])
      expect(messageOf(schema, value), value).toBe(ONE_LINE_MESSAGE)
    expect(messageOf(schema, 'Al Reem Residence')).toBeNull()
  })

  it('a canonical URL with a line break (which URL parsing drops unseen) is refused', () => {
    const url = developerSchema.shape.seoCanonicalUrl
    expect(messageOf(url, 'https://masar.example/\nx')).toBe(ONE_LINE_MESSAGE)
    expect(messageOf(url, 'https://masar.example/developers/x')).toBeNull()
  })

  it('the next action (a line of the digest mail) is one line', () => {
    const leadId = '0195d4a8-1b2c-7d3e-8f40-123456789abc'
    const at = '2031-01-10T10:00'
    const refused = nextActionSchema.safeParse({
      leadId,
      nextActionAt: at,
      nextActionNote: 'Call\nBcc: x',
    })
    expect(refused.error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE)
    const fine = nextActionSchema.safeParse({ leadId, nextActionAt: at, nextActionNote: 'Call' })
    expect(fine.success).toBe(true)
  })

  it.each([
    ['developer description', developerTranslationSchema.shape.description],
    ['project hero subheadline', section.heroSubheadline],
    ['project meta description (a textarea)', section.metaDescription],
    ['project WhatsApp message', english.whatsappMessage],
    ['unit description', unitTexts.description!],
  ])('the %s, a textarea, keeps its line breaks', (_label, schema) => {
    expect(messageOf(schema, 'First line\nSecond line')).toBeNull()
  })
})

describe('the plain-text mail', () => {
  it('a value never begins a line of its own: line breaks indent, other controls are spaces', () => {
    expect(labelled('Name', 'Mona\r\nBcc: x@evil.example')).toBe(
      'Name: Mona\n    Bcc: x@evil.example',
    )
    expect(labelled('Name', 'Mona\u2028Open lead: https://evil.example')).toBe(
      'Name: Mona\n    Open lead: https://evil.example',
    )
    expect(labelled('Notes', 'a\tb\u0000c')).toBe('Notes: a b c')
  })
})
