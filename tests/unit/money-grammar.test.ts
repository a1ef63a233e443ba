import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { english } from '../support/english'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { changeStatusSchema } from '@/lib/lead-inbox/lead-inbox-schemas'
import { DEFAULT_PRICE_EGP, priceOrDefault } from '@/lib/pricing/calculator'
import { moneyText, readMoney } from '@/lib/pricing/read-money'
import { priceWords } from '@/lib/pricing/price-words'

const en = priceWords('en')
const ar = priceWords('ar')

// One grammar for every amount a person types (issue 24 §1), run through each caller: the
// admin's unit prices, the lead's deal value and the payment calculator.
const AMOUNTS: [string, number][] = [
  ['20000000', 20_000_000],
  ['20,000,000', 20_000_000],
  ['20 000 000', 20_000_000],
  ['EGP 12,500,000', 12_500_000],
  ['12,500,000 جنيه', 12_500_000],
  ['12.5', 12_500_000],
  ['12,5', 12_500_000],
  ['12,5 مليون', 12_500_000],
  ['12.5M', 12_500_000],
  ['EGP 12.5M', 12_500_000],
  ['12.5 million', 12_500_000],
  ['12.5 Million EGP', 12_500_000],
  ['8.4 مليون جنيه', 8_400_000],
  ['٨٫٤ مليون', 8_400_000],
  ['۱۲٫۵ مليون', 12_500_000],
  ['١٢٬٥٠٠٬٠٠٠ جنيه', 12_500_000],
  ['٣٢٠٠٠٠٠', 3_200_000],
  ['950K', 950_000],
  ['950 ألف جنيه', 950_000],
  ['1.2bn', 1_200_000_000],
  ['8', 8_000_000],
  ['999', 999_000_000],
  ['EGP 500', 500],
  ['500 جنيه', 500],
  ['1000', 1_000],
  ['150,000', 150_000],
]
const NOT_AMOUNTS = ['nine million', 'about 9.8M', '9.8 billion-ish', '-5', '1e9', '9.8.8', 'EGP']

describe('one money grammar', () => {
  it.each(AMOUNTS)('%s reads as %d everywhere', (typed, amount) => {
    expect(readMoney(typed)).toBe(amount)
    // The admin's unit price.
    const unit = unitSchema.shape.priceEgp.safeParse(typed)
    expect(unit.success && unit.data).toBe(amount)
    // The deal value when a lead is won.
    const won = changeStatusSchema.safeParse({
      leadId: '00000000-0000-4000-8000-000000000000',
      status: 'won',
      wonValue: typed,
    })
    expect(won.success && won.data.wonValue).toBe(amount)
    // The calculator's price.
    expect(priceOrDefault(typed)).toBe(amount)
  })

  it.each(NOT_AMOUNTS)('%j is not an amount anywhere', (typed) => {
    expect(readMoney(typed)).toBeNaN()
    const unit = unitSchema.shape.priceEgp.safeParse(typed)
    expect(english(unit.error?.issues[0]?.message)).toBe(
      'Price: write the amount in EGP, e.g. 9800000 or 9.8M',
    )
    const won = changeStatusSchema.safeParse({
      leadId: '00000000-0000-4000-8000-000000000000',
      status: 'won',
      wonValue: typed,
    })
    expect(english(won.error?.issues[0]?.message)).toBe(
      'Enter the deal value in EGP, e.g. 3200000 or 3.2M',
    )
    expect(priceOrDefault(typed)).toBe(DEFAULT_PRICE_EGP)
  })

  it('nothing typed is no amount (optional fields), not an error', () => {
    for (const blank of ['', '   ', null, undefined]) {
      expect(readMoney(blank)).toBeNull()
      expect(unitSchema.shape.priceEgp.parse(blank)).toBeNull()
    }
  })

  it('an amount shown in a field (admin form, calculator) reads back as itself (no saved price changes meaning)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.constantFrom('en' as const, 'ar' as const),
        (amount, locale) => {
          expect(readMoney(moneyText(amount, priceWords(locale)))).toBe(amount)
        },
      ),
    )
    expect(moneyText(500, en)).toBe('500 EGP')
    expect(moneyText(500, ar)).toBe('500 جنيه')
    expect(moneyText(9_800_000, en)).toBe('9,800,000')
    expect(moneyText(9_800_000, ar)).toBe('9,800,000')
  })
})
