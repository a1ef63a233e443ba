import { describe, expect, it } from 'vitest'
import { abbreviateEgp, formatEgp } from '@/lib/pricing/format-price'
import { moneyText } from '@/lib/pricing/read-money'
import { priceWords } from '@/lib/pricing/price-words'

const en = priceWords('en')
const ar = priceWords('ar')

// What the formatters wrote with Intl.NumberFormat('en-US') before it was written out by hand.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** Amounts from 1 EGP to 100 billion, spread over every magnitude, with halves and tenths. */
function amounts(): number[] {
  const values = [0, 1, 999, 1_000, 999_499, 999_950, 1_000_000, 9_800_000, 12_345_678.9]
  let seed = 7
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647
  for (let i = 0; i < 5_000; i += 1) values.push(Math.round(10 ** (random() * 11) * 10) / 10)
  return [...values, ...values.map((value) => -value).filter((value) => value !== 0)]
}

describe('EGP formatting without Intl', () => {
  it('groups whole pounds exactly as en-US Intl does', () => {
    for (const value of amounts()) {
      expect(formatEgp(value, en)).toBe(`EGP ${whole.format(Math.round(value))}`)
      expect(formatEgp(value, ar)).toBe(`${whole.format(Math.round(value))} جنيه`)
    }
  })

  it('writes millions and thousands with one decimal at most, as Intl did', () => {
    for (const value of amounts()) {
      const text = abbreviateEgp(value, en)
      const number = /^EGP (-?[\d,.]+)[MK]?$/.exec(text)?.[1]
      expect(number, text).toBeDefined()
      const plain = Number(number!.replaceAll(',', ''))
      expect(number).toBe(Math.abs(value) < 1_000 ? whole.format(plain) : oneDecimal.format(plain))
    }
  })

  it('reads as the cards show it', () => {
    expect(abbreviateEgp(9_800_000, en)).toBe('EGP 9.8M')
    expect(abbreviateEgp(9_800_000, ar)).toBe('9.8 مليون جنيه')
    expect(abbreviateEgp(950_000, ar)).toBe('950 ألف جنيه')
    expect(abbreviateEgp(12_000_000, en)).toBe('EGP 12M')
    expect(formatEgp(20_000_000, en)).toBe('EGP 20,000,000')
  })
})

describe('moneyText without Intl', () => {
  it('writes an amount as toLocaleString en-US with two decimals did', () => {
    for (const value of amounts().map((amount) => amount / 7)) {
      const expected = value.toLocaleString('en-US', { maximumFractionDigits: 2 })
      expect(moneyText(value, en).replace(/ EGP$/, '')).toBe(expected)
    }
  })
})
