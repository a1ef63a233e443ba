/**
 * EGP display: Western digits in both languages, as the seed content writes prices. The words
 * around the figure come from the price catalogue (messages/price), given as `words`: on the
 * server and in the admin `priceWords(locale)`, in the public site's browser `affixWords(…)`.
 */

import { groupDigits } from './group-digits'

export type PriceKey = 'full' | 'millions' | 'thousands' | 'typed'
type AmountValues = { amount: string; count: number }
/** Says an amount with some of the catalogue's price words. */
export type SayPrice<K extends PriceKey> = (key: K, values: AmountValues) => string
/** All of a language's price words. */
export type PriceWords = SayPrice<PriceKey>

/** "EGP 20,000,000" / "20,000,000 جنيه". */
export function formatEgp(value: number, words: SayPrice<'full'>): string {
  const rounded = Math.round(value)
  return words('full', { amount: groupDigits(rounded), count: rounded })
}

/** Rounds to at most one decimal (a whole number is written without ".0"). */
const roundOne = (n: number) => Math.round(n * 10) / 10

/**
 * Short form for cards: "EGP 8.5M", "EGP 950K" / "8.5 مليون جنيه", "950 ألف جنيه".
 * Values under 1,000 are written in full.
 */
export function abbreviateEgp(
  value: number,
  words: SayPrice<'full' | 'millions' | 'thousands'>,
): string {
  const abs = Math.abs(value)
  if (abs >= 1_000_000 || roundOne(abs / 1_000) >= 1_000) {
    const amount = roundOne(value / 1_000_000)
    return words('millions', { amount: groupDigits(amount, 1), count: Math.abs(amount) })
  }
  if (abs >= 1_000) {
    const amount = roundOne(value / 1_000)
    return words('thousands', { amount: groupDigits(amount, 1), count: Math.abs(amount) })
  }
  return formatEgp(value, words)
}

/** The words before and after a figure: what a browser bundle without ICU needs of a message. */
export type AmountAffixes = { before: string; after: string }

const SLOT = '\u0000'

/** Splits a message around its figure, on the server, for the public site's browser code. */
export function amountAffixes(words: SayPrice<'full' | 'typed'>, key: 'full' | 'typed') {
  const text = words(key, { amount: SLOT, count: 0 })
  const at = text.indexOf(SLOT)
  return { before: text.slice(0, at), after: text.slice(at + SLOT.length) } satisfies AmountAffixes
}

/** Words from affixes made on the server (amountAffixes): full amounts and typed ones. */
export const affixWords =
  (affixes: Record<'full' | 'typed', AmountAffixes>): SayPrice<'full' | 'typed'> =>
  (key, { amount }) =>
    `${affixes[key].before}${amount}${affixes[key].after}`
