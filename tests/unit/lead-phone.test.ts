import { describe, expect, it } from 'vitest'
import { internationalNumber, isLeadPhone, leadPhoneText } from '@/lib/validation/phone'

describe('a phone a lead form accepts', () => {
  it('an Egyptian mobile in any usual form, or a number from abroad with its country code', () => {
    for (const phone of [
      '01001234567',
      '+20 100 123 4567',
      '٠١٠٠١٢٣٤٥٦٧',
      '+971 50 123 4567',
      '00966 55 123 4567',
    ])
      expect(isLeadPhone(phone), phone).toBe(true)
    expect(internationalNumber('00966 55 123 4567')).toBe('+966551234567')
  })

  it('not a landline, a number without its country code, nor an Egyptian number written as foreign', () => {
    for (const phone of ['0227350100', '+20 2 2735 0100', '501234567', '+971', 'call me'])
      expect(isLeadPhone(phone), phone).toBe(false)
  })
})

// The portal shows one format for every lead's phone, however the form stored it.
describe('leadPhoneText', () => {
  it('groups a booking’s 010… and a project lead’s +20… alike', () => {
    expect(leadPhoneText('01012345678')).toBe('+20 10 1234 5678')
    expect(leadPhoneText('+201012345678')).toBe('+20 10 1234 5678')
    expect(leadPhoneText('+971501234567')).toBe('+971501234567')
  })
})
