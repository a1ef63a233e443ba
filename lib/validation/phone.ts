// Phone numbers as people type them: with spaces, +20, or in Arabic-Indic digits.

/** Arabic-Indic and Persian digits, and what they read as. */
export const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹'
export const WESTERN_DIGITS = '01234567890123456789'

/** Every Arabic-Indic or Persian digit as 0-9. */
export function toWesternDigits(text: string): string {
  return text.replace(
    /[٠-٩۰-۹]/g,
    (digit) => WESTERN_DIGITS[EASTERN_DIGITS.indexOf(digit)] ?? digit,
  )
}

/** +20 / 0020 / 20 / 0 (or nothing), then 10, 11, 12 or 15 and eight more digits. */
const EGYPTIAN_MOBILE = /^(?:\+20|0020|20|0)?(1[0125]\d{8})$/

/** A typed number in 0-9 without spaces, dashes, dots or brackets; a leading 00 as +. */
const compactPhone = (input: string) =>
  toWesternDigits(input)
    .replace(/[\s\-().]/g, '')
    .replace(/^00/, '+')

/** The ten significant digits of an Egyptian mobile, or null. Spaces, dashes and dots are ignored. */
export function egyptianMobileDigits(input: string): string | null {
  return EGYPTIAN_MOBILE.exec(compactPhone(input))?.[1] ?? null
}

/** An Egyptian mobile in its local (010…) and international (+2010…) forms, or null. */
export function egyptianMobileForms(input: string): { local: string; e164: string } | null {
  const digits = egyptianMobileDigits(input)
  return digits ? { local: `0${digits}`, e164: `+20${digits}` } : null
}

/**
 * A number with its country code (+ or 00 first), other than Egypt's, as +digits (E.164), or
 * null: a buyer abroad (the Gulf) leaves a number we can call. Egyptian numbers must be
 * mobiles (egyptianMobileDigits).
 */
export function internationalNumber(input: string): string | null {
  const match = /^\+([1-9]\d{7,14})$/.exec(compactPhone(input))
  return match && !match[1]!.startsWith('20') ? `+${match[1]}` : null
}

/**
 * A lead's phone as stored: `local`, the person's one key (an Egyptian mobile as 010…, any other
 * number in E.164, so the same person's leads find each other either way), and `e164` (+20…,
 * +971…). Null for a number the forms refuse.
 */
export function leadPhoneForms(input: string): { local: string; e164: string } | null {
  const egyptian = egyptianMobileForms(input)
  if (egyptian) return egyptian
  const international = internationalNumber(input)
  return international ? { local: international, e164: international } : null
}

/** A phone a lead form accepts: an Egyptian mobile, or an international number. */
export const isLeadPhone = (input: string) =>
  egyptianMobileDigits(input) !== null || internationalNumber(input) !== null

/**
 * A number staff type for the company or a project (phone or WhatsApp) in E.164, or null: an
 * Egyptian mobile in any form, or a number with its country code (+ or 00 first, Egypt's
 * landlines included: "+20 2 2735 0100"). Bare digits of 11 or more that start with a country
 * code ("201000350100", the old WhatsApp field's form) read the same, so saved numbers keep working.
 */
export function contactNumber(input: string): string | null {
  const egyptian = egyptianMobileDigits(input)
  if (egyptian) return `+20${egyptian}`
  const compact = compactPhone(input)
  const match = /^\+?([1-9]\d{7,14})$/.exec(compact)
  if (!match) return null
  return compact.startsWith('+') || match[1]!.length >= 11 ? `+${match[1]}` : null
}

/** How a stored number reads: Egypt's grouped as people write them, others as stored. */
export function displayPhone(e164: string): string {
  const egypt = /^\+20(\d+)$/.exec(e164)?.[1]
  if (!egypt) return e164
  if (/^1\d{9}$/.test(egypt))
    return `+20 ${egypt.slice(0, 2)} ${egypt.slice(2, 6)} ${egypt.slice(6)}`
  if (/^[23]\d{8}$/.test(egypt)) return `+20 ${egypt[0]} ${egypt.slice(1, 5)} ${egypt.slice(5)}`
  if (/^\d{9}$/.test(egypt))
    return `+20 ${egypt.slice(0, 2)} ${egypt.slice(2, 5)} ${egypt.slice(5)}`
  return e164
}

/**
 * A lead's stored number as the portal shows every phone: E.164 grouped (+20 10 1234 5678),
 * whichever form it was stored in (a booking's 010…, a project lead's +20…).
 */
export const leadPhoneText = (stored: string): string =>
  displayPhone(leadPhoneForms(stored)?.e164 ?? stored)
