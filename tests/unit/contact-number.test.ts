import { describe, expect, it } from 'vitest'
import { english } from '../support/english'
import projects from '@/lib/seed/content/projects.json'
import { projectSeedSchema } from '@/lib/seed/content-schema'
import { defaultSiteSettings } from '@/lib/settings/default-site-settings'
import { siteSettingsSchema } from '@/lib/settings/site-settings-schema'
import { optionalContactNumber } from '@/lib/validation/admin-fields'
import { contactNumber, displayPhone } from '@/lib/validation/phone'

describe('a phone or WhatsApp number staff type (project, company)', () => {
  it.each([
    ['010 1234 5678', '+201012345678'],
    ['+20 10 1234 5678', '+201012345678'],
    ['00201012345678', '+201012345678'],
    ['201012345678', '+201012345678'],
    ['١٠١٢٣٤٥٦٧٨', '+201012345678'],
    ['+20 2 2735 0100', '+20227350100'],
    ['(+20) 3 486 1234', '+2034861234'],
    ['+971 50 123 4567', '+971501234567'],
    ['00966 55 123 4567', '+966551234567'],
    ['971501234567', '+971501234567'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(contactNumber(typed)).toBe(stored)
    // Stored numbers read back as themselves (the form shows them grouped).
    expect(contactNumber(stored)).toBe(stored)
    expect(contactNumber(displayPhone(stored))).toBe(stored)
  })

  it.each(['02 2735 0100', '0100 123', '19019', 'call us', '+20', '+1 234'])(
    '%s is refused with the one message',
    (typed) => {
      expect(contactNumber(typed)).toBeNull()
      const parsed = optionalContactNumber.safeParse(typed)
      expect(parsed.success).toBe(false)
      expect(english(parsed.error?.issues[0]?.message)).toBe(
        'Enter an Egyptian mobile (010 1234 5678) or a number with its country code (+971 50 123 4567)',
      )
    },
  )

  it('an empty optional number is no number', () => {
    expect(optionalContactNumber.parse('  ')).toBeNull()
    expect(optionalContactNumber.parse(undefined)).toBeNull()
  })

  it('reads Egyptian numbers grouped as people write them', () => {
    expect(displayPhone('+201012345678')).toBe('+20 10 1234 5678')
    expect(displayPhone('+20227350100')).toBe('+20 2 2735 0100')
    expect(displayPhone('+20403331234')).toBe('+20 40 333 1234')
    expect(displayPhone('+971501234567')).toBe('+971501234567')
  })

  it('the seed and the default settings hold their numbers in E.164', () => {
    for (const project of projectSeedSchema.parse(projects)) {
      expect(contactNumber(project.whatsapp_number)).toBe(project.whatsapp_number)
      expect(contactNumber(project.contact_phone)).toBe(project.contact_phone)
    }
    const defaults = defaultSiteSettings('sales@masar.example')
    const parsed = siteSettingsSchema.parse(defaults)
    expect([parsed.phone, parsed.whatsappNumber]).toEqual([defaults.phone, defaults.whatsappNumber])
  })
})
