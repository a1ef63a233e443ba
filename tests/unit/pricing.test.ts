import { describe, expect, it } from 'vitest'
import {
  calculatePlan,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_PRICE_EGP,
  DEFAULT_TENURE_YEARS,
  DOWN_PAYMENT_OPTIONS,
  priceOrDefault,
  TENURE_YEARS_OPTIONS,
} from '@/lib/pricing/calculator'
import { abbreviateEgp, formatEgp } from '@/lib/pricing/format-price'
import { conversionValue } from '@/lib/pricing/conversion-value'
import { unitPricing } from '@/lib/pricing/unit-pricing'
import { priceWords } from '@/lib/pricing/price-words'

const en = priceWords('en')
const ar = priceWords('ar')

describe('calculator constants', () => {
  it('matches spec §9', () => {
    expect(DEFAULT_PRICE_EGP).toBe(20_000_000)
    expect(DOWN_PAYMENT_OPTIONS).toEqual([10, 15, 20])
    expect(DEFAULT_DOWN_PAYMENT_PERCENT).toBe(10)
    expect(TENURE_YEARS_OPTIONS).toEqual([3, 5, 7, 10])
    expect(DEFAULT_TENURE_YEARS).toBe(10)
  })
})

describe('calculatePlan', () => {
  it('computes the spec example: 20,000,000 at 10% over 10 years', () => {
    expect(calculatePlan({ price: 20_000_000, downPaymentPercent: 10, years: 10 })).toEqual({
      downPayment: 2_000_000,
      monthlyInstallment: 150_000,
    })
  })

  it('computes 15% over 5 years', () => {
    // (20,000,000 − 3,000,000) / 60 = 283,333.33… → 283,333
    expect(calculatePlan({ price: 20_000_000, downPaymentPercent: 15, years: 5 })).toEqual({
      downPayment: 3_000_000,
      monthlyInstallment: 283_333,
    })
  })

  it('computes 20% over 3 years and 10% over 7 years', () => {
    // 9,600,000 / 36 = 266,666.67 → 266,667
    expect(calculatePlan({ price: 12_000_000, downPaymentPercent: 20, years: 3 })).toEqual({
      downPayment: 2_400_000,
      monthlyInstallment: 266_667,
    })
    // 7,560,000 / 84 = 90,000
    expect(calculatePlan({ price: 8_400_000, downPaymentPercent: 10, years: 7 })).toEqual({
      downPayment: 840_000,
      monthlyInstallment: 90_000,
    })
  })

  it('rounds the monthly installment to a whole number', () => {
    const { monthlyInstallment } = calculatePlan({
      price: 9_800_001,
      downPaymentPercent: 15,
      years: 7,
    })
    expect(Number.isInteger(monthlyInstallment)).toBe(true)
  })

  it('never divides by zero', () => {
    expect(
      calculatePlan({ price: 1_000_000, downPaymentPercent: 10, years: 0 }).monthlyInstallment,
    ).toBe(0)
  })
})

describe('priceOrDefault', () => {
  it('parses comma-formatted text and falls back to 20,000,000', () => {
    expect(priceOrDefault('12,500,000')).toBe(12_500_000)
    expect(priceOrDefault('')).toBe(DEFAULT_PRICE_EGP)
    expect(priceOrDefault(null)).toBe(DEFAULT_PRICE_EGP)
    expect(priceOrDefault('abc')).toBe(DEFAULT_PRICE_EGP)
    expect(priceOrDefault('0')).toBe(DEFAULT_PRICE_EGP)
  })
})

describe('formatEgp', () => {
  it('formats in full with thousands separators and Western digits', () => {
    expect(formatEgp(20_000_000, en)).toBe('EGP 20,000,000')
    expect(formatEgp(20_000_000, ar)).toBe('20,000,000 جنيه')
    expect(formatEgp(150_000, en)).toBe('EGP 150,000')
    expect(formatEgp(283_333.4, ar)).toBe('283,333 جنيه')
    expect(formatEgp(0, en)).toBe('EGP 0')
  })
})

describe('abbreviateEgp', () => {
  it('abbreviates millions and thousands in English', () => {
    expect(abbreviateEgp(8_500_000, en)).toBe('EGP 8.5M')
    expect(abbreviateEgp(12_000_000, en)).toBe('EGP 12M')
    expect(abbreviateEgp(9_840_000, en)).toBe('EGP 9.8M')
    expect(abbreviateEgp(950_000, en)).toBe('EGP 950K')
    expect(abbreviateEgp(1_250, en)).toBe('EGP 1.3K')
    expect(abbreviateEgp(500, en)).toBe('EGP 500')
  })

  it('abbreviates with ألف and مليون in Arabic', () => {
    expect(abbreviateEgp(8_500_000, ar)).toBe('8.5 مليون جنيه')
    expect(abbreviateEgp(12_000_000, ar)).toBe('12 مليون جنيه')
    expect(abbreviateEgp(950_000, ar)).toBe('950 ألف جنيه')
    expect(abbreviateEgp(500, ar)).toBe('500 جنيه')
  })

  it('drops a trailing .0 and promotes 1000K to 1M', () => {
    expect(abbreviateEgp(2_000_000, en)).toBe('EGP 2M')
    expect(abbreviateEgp(2_040_000, en)).toBe('EGP 2M')
    expect(abbreviateEgp(999_960, en)).toBe('EGP 1M')
    expect(abbreviateEgp(999_960, ar)).toBe('1 مليون جنيه')
  })
})

describe('unitPricing', () => {
  it('averages per project and per unit type, from the units’ prices in EGP', () => {
    const pricing = unitPricing([
      { title: 'Two-Bedroom', unitType: 'apartment', priceEgp: 9_800_000 },
      { title: 'Three-Bedroom', unitType: 'apartment', priceEgp: 13_500_000 },
      { title: 'Villa', unitType: 'villa', priceEgp: 38_500_000 },
      { title: 'Studio', unitType: 'studio', priceEgp: null },
    ])
    expect(pricing.byUnitTitle).toEqual({
      'Two-Bedroom': 11_650_000,
      'Three-Bedroom': 11_650_000,
      Villa: 38_500_000,
    })
    expect(pricing.project).toBeCloseTo((9_800_000 + 13_500_000 + 38_500_000) / 3)
    expect(conversionValue(pricing.byUnitTitle.Villa)).toBe(385_000)
    expect(conversionValue(unitPricing([]).project)).toBe(21_000)
  })
})
