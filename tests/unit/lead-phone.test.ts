import { describe, expect, it } from 'vitest'
import { internationalNumber, isLeadPhone } from '@/lib/validation/phone'

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
