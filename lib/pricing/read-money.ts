import { toWesternDigits } from '@/lib/validation/phone'
import type { SayPrice } from './format-price'
import { groupDigits } from './group-digits'

/**
 * The one reading of an amount of money a person types: admin prices, the deal value, the
 * payment calculator (spec §5: "million notation, or small numbers without a currency word,
 * are read as millions"). Pure: shared by the browser and the server.
 *
 * Accepted, and nothing else: an optional currency word (EGP, LE, pounds, جنيه, ج.م, £) before
 * or after one number with an optional scale word (K / ألف, M / million / مليون, bn / مليار).
 * The number may use Arabic-Indic or Persian digits, thousands groups (",", "٬", "،" or
 * spaces) and a decimal point (".", "٫"), or a decimal comma when the comma is not a thousands
 * group ("12,5"). "12.5" is 12,500,000; "EGP 500" is 500; "950 ألف" is 950,000.
 *
 * Returns pounds (two decimals at most), null when nothing was typed, NaN when the text is
 * not an amount ("nine million", "-5", "1e9", "9.8.8").
 */
export function readMoney(text: unknown): number | null {
  if (text === null || text === undefined) return null
  if (typeof text === 'number') return text
  if (typeof text !== 'string') return Number.NaN
  const typed = normalizeDigits(text).trim()
  if (typed === '') return null
  const withoutCurrency = typed.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').trim()
  const hasCurrency = withoutCurrency !== typed
  const match = AMOUNT.exec(withoutCurrency)
  if (!match) return Number.NaN
  const value = readNumber(match[1]!)
  if (!Number.isFinite(value)) return Number.NaN
  const scale = match[2] ? scaleOf(match[2]) : null
  const multiplier =
    scale ?? (value > 0 && value < BARE_MILLIONS_BELOW && !hasCurrency ? 1_000_000 : 1)
  // Round away floating-point noise (8.4 × 1e6) while keeping real fractions of a pound.
  return Math.round(value * multiplier * 100) / 100
}

/** Below this, a bare number without a currency word is taken to be in millions. */
const BARE_MILLIONS_BELOW = 1_000

const CURRENCY = String.raw`(?:egp|l\.?e\.?|pounds?|جنيه(?:ًا|ا)?|ج\.?\s?م\.?|£)`
const CURRENCY_BEFORE = new RegExp(String.raw`^${CURRENCY}\s*`, 'iu')
const CURRENCY_AFTER = new RegExp(String.raw`\s*${CURRENCY}$`, 'iu')
const AMOUNT = /^(\d[\d,\s]*(?:\.\d+)?)\s*(\p{L}+\.?)?$/u

const SCALES: [RegExp, number][] = [
  [/^(?:k|thousands?|ألف|الف|آلاف|ألاف)$/iu, 1_000],
  [/^(?:m|mn|mln|mio|millions?|مليون|ملايين|م)$/iu, 1_000_000],
  [/^(?:b|bn|billions?|مليار|مليارات)$/iu, 1_000_000_000],
]
const scaleOf = (word: string) =>
  SCALES.find(([pattern]) => pattern.test(word.replace(/\.$/, '')))?.[1] ?? Number.NaN

function normalizeDigits(text: string): string {
  return toWesternDigits(text)
    .replace(/[\u066c\u060c]/g, ',') // Arabic thousands separator, Arabic comma
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** "12,500,000" / "12 500 000" → 12500000; "12,5" (decimal comma) → 12.5; else NaN. */
function readNumber(raw: string): number {
  const compact = raw.trim()
  if (/^\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?$/.test(compact)) return Number(compact.replace(/[ ,]/g, ''))
  if (/^\d+,\d{1,2}$/.test(compact)) return Number(compact.replace(',', '.'))
  if (/^\d+(?:\.\d+)?$/.test(compact)) return Number(compact)
  return Number.NaN
}

/**
 * An amount as a field shows it, so that reading it back gives the same amount: grouped
 * Western digits, and the currency after a small one (a bare "500" would read as 500 million):
 * the admin's forms and the payment calculator alike.
 */
export function moneyText(amount: number | null | undefined, words: SayPrice<'typed'>): string {
  if (amount === null || amount === undefined) return ''
  const grouped = groupDigits(amount, 2)
  if (!(amount > 0 && amount < BARE_MILLIONS_BELOW)) return grouped
  return words('typed', { amount: grouped, count: amount })
}
