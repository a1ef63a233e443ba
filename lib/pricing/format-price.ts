/** EGP display helpers. Western digits in both locales, as the seed content writes prices. */

import type { Locale } from '@/lib/i18n/locales'
import { groupDigits } from './group-digits'

const CURRENCY_AR = 'جنيه'
const THOUSAND_AR = 'ألف'
const MILLION_AR = 'مليون'

const withCurrency = (amount: string, locale: Locale) =>
  locale === 'ar' ? `${amount} ${CURRENCY_AR}` : `EGP ${amount}`

/** "EGP 20,000,000" / "20,000,000 جنيه". */
export function formatEgp(value: number, locale: Locale): string {
  return withCurrency(groupDigits(Math.round(value)), locale)
}

/** Rounds to at most one decimal (a whole number is written without ".0"). */
const roundOne = (n: number) => Math.round(n * 10) / 10

/**
 * Short form for the cross-sell card: "EGP 8.5M", "EGP 950K" / "8.5 مليون جنيه", "950 ألف جنيه".
 * Values under 1,000 are written in full.
 */
export function abbreviateEgp(value: number, locale: Locale): string {
  const abs = Math.abs(value)
  let amount: number
  let unit: 'M' | 'K' | null
  if (abs >= 1_000_000 || roundOne(abs / 1_000) >= 1_000) {
    amount = roundOne(value / 1_000_000)
    unit = 'M'
  } else if (abs >= 1_000) {
    amount = roundOne(value / 1_000)
    unit = 'K'
  } else {
    return formatEgp(value, locale)
  }
  const number = groupDigits(amount, 1)
  if (locale === 'ar')
    return withCurrency(`${number} ${unit === 'M' ? MILLION_AR : THOUSAND_AR}`, 'ar')
  return withCurrency(`${number}${unit}`, 'en')
}
