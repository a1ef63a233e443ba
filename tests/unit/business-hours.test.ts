import { describe, expect, it } from 'vitest'
import { english } from '../support/english'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { DEFAULT_LEAD_SETTINGS, leadSettingsSchema } from '@/lib/settings/lead-settings-schema'

const hours = DEFAULT_LEAD_SETTINGS // Saturday–Thursday, 10:00–20:00 Cairo
// Cairo is UTC+2 in winter: 2026-11-26 is a Thursday, 2026-11-27 a Friday.
const cairo = (text: string) => new Date(`${text}+02:00`)

describe('addBusinessMinutes', () => {
  it('adds minutes inside working hours as they are', () => {
    expect(addBusinessMinutes(cairo('2026-11-26T14:00'), 5, hours)).toEqual(
      cairo('2026-11-26T14:05'),
    )
  })

  it('carries what is left past closing to the next working day (Friday off)', () => {
    // Thursday 19:58 + 5 min: 2 minutes on Thursday, 3 on Saturday from 10:00.
    expect(addBusinessMinutes(cairo('2026-11-26T19:58'), 5, hours)).toEqual(
      cairo('2026-11-28T10:03'),
    )
  })

  it('starts the clock at the next opening for a lead that arrives at night or on a day off', () => {
    expect(addBusinessMinutes(cairo('2026-11-27T12:00'), 5, hours)).toEqual(
      cairo('2026-11-28T10:05'),
    )
    expect(addBusinessMinutes(cairo('2026-11-26T06:30'), 5, hours)).toEqual(
      cairo('2026-11-26T10:05'),
    )
  })

  it('counts across a summer-time day in Cairo time (UTC+3)', () => {
    // 2026-07-02 is a Thursday.
    expect(addBusinessMinutes(new Date('2026-07-02T19:59+03:00'), 2, hours)).toEqual(
      new Date('2026-07-04T10:01+03:00'),
    )
  })

  it('round the clock when every day is open 00:00–24:00', () => {
    const always = { businessDays: [0, 1, 2, 3, 4, 5, 6], opensAt: '00:00', closesAt: '24:00' }
    expect(addBusinessMinutes(cairo('2026-11-27T23:58'), 5, always)).toEqual(
      cairo('2026-11-28T00:03'),
    )
  })
})

describe('leadSettingsSchema', () => {
  it('reads settings saved before the response target existed with its defaults', () => {
    const saved = { staleAfterMinutes: 60, conversions: DEFAULT_LEAD_SETTINGS.conversions }
    expect(leadSettingsSchema.parse(saved)).toMatchObject({
      responseTargetMinutes: 5,
      businessDays: [0, 1, 2, 3, 4, 6],
      opensAt: '10:00',
    })
  })

  it('refuses closing before opening and a week with no working day, each under its field', () => {
    const result = leadSettingsSchema.safeParse({
      ...DEFAULT_LEAD_SETTINGS,
      closesAt: '09:00',
      businessDays: { _: '' },
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), english(issue.message)]),
    )
    expect(messages).toMatchObject({
      closesAt: 'Closing time must be after opening time',
      businessDays: 'Choose at least one working day',
    })
  })
})
