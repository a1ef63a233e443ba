// How the reports write their values, in either language: one reader per kind of value.

const ARABIC_DIGITS = /[٠-٩۰-۹]/g

/** Arabic-Indic digits as Western ones, and Arabic separators as their Latin twins. */
export function westernText(value: string): string {
  return value
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replaceAll('٬', ',')
    .replaceAll('٫', '.')
    .replace(/[\u200e\u200f\u061c\u00a0\u202f]/g, ' ')
    .trim()
}

/** A header as compared: lower case, Arabic marks (tashkeel, tatweel) and spaces folded. */
export function headerKey(value: string): string {
  return value
    .replace(/^\ufeff/, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

const PLAIN = /^\d+(\.\d+)?$/
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/

/**
 * An amount in hundredths ("1,234.56" → 123456): thousands separated by commas or not, at
 * most two decimals after a point; a currency sign or code around it is dropped. Google writes
 * "--" for nothing spent. Null: not an amount.
 */
export function readAmountCents(value: string): number | null {
  const text = westernText(value)
    .replace(/^(EGP|E£|LE|US\$|\$|€|£|ج\.م\.?|جنيه)\s*/i, '')
    .replace(/\s*(EGP|LE|ج\.م\.?|جنيه)$/i, '')
    .replace(/\s/g, '')
  if (text === '--' || text === '-') return 0
  if (!PLAIN.test(text) && !GROUPED.test(text)) return null
  const [whole = '', fraction = ''] = text.replaceAll(',', '').split('.')
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) {
    // More precision than a cent: rounded once, here.
    return Math.round(Number(`${whole}.${fraction}`) * 100)
  }
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

const MONTHS: Record<string, number> = {}
const monthNames = [
  ['january', 'jan', 'يناير'],
  ['february', 'feb', 'فبراير'],
  ['march', 'mar', 'مارس'],
  ['april', 'apr', 'أبريل', 'ابريل', 'إبريل'],
  ['may', 'مايو'],
  ['june', 'jun', 'يونيو'],
  ['july', 'jul', 'يوليو'],
  ['august', 'aug', 'أغسطس', 'اغسطس'],
  ['september', 'sep', 'sept', 'سبتمبر'],
  ['october', 'oct', 'أكتوبر', 'اكتوبر'],
  ['november', 'nov', 'نوفمبر'],
  ['december', 'dec', 'ديسمبر'],
]
monthNames.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)))

const pad = (n: number) => String(n).padStart(2, '0')

/** A day that exists, as YYYY-MM-DD, in years 2000-2999; null otherwise. */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2999 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 ? `${year}-${pad(month)}-${pad(day)}` : null
}

/**
 * A report's day: "2032-05-01" (both platforms' exports), or written out with the month's
 * name ("May 1, 2032", "Fri, May 1, 2032", "1 مايو 2032"). Numeric forms with slashes are
 * refused: 05/01 reads as May or January depending on the account's settings.
 */
export function readReportDay(value: string): string | null {
  const text = westernText(value).toLowerCase().replace(/[،,.]/g, ' ').replace(/\s+/g, ' ')
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (iso) return dayOf(+iso[1]!, +iso[2]!, +iso[3]!)
  const words = text
    .split(' ')
    .filter((word) => !/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/.test(word))
  const numbers = words.filter((word) => /^\d+$/.test(word)).map(Number)
  const months = words.map((word) => MONTHS[word]).filter((month) => month !== undefined)
  if (numbers.length !== 2 || months.length !== 1 || words.length - numbers.length > 2) return null
  const [first, second] = numbers as [number, number]
  return first > 31 ? dayOf(first, months[0]!, second) : dayOf(second, months[0]!, first)
}

/** A currency code ("EGP"), or null. */
export function readCurrency(value: string): string | null {
  const text = westernText(value).toUpperCase()
  if (text === 'ج.م' || text === 'جنيه') return 'EGP'
  return /^[A-Z]{3}$/.test(text) ? text : null
}
