import { egyptianMobileDigits, toWesternDigits } from './phone'

// Shared by the generated search columns (lib/db/schema/search-columns.ts) and the inbox's
// search box, so that what is stored and what is typed are folded the same way.

/** Arabic letter forms folded to one (أ إ آ ٱ → ا, ى → ي, ة → ه); marks and tatweel dropped. */
export const ARABIC_FOLD_FROM =
  'أإآٱىة' + 'ـ' + '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670'
export const ARABIC_FOLD_TO = 'اااايه'

/** What the search column holds for this text: lower case, Arabic forms folded. */
export function foldSearchText(text: string): string {
  let folded = ''
  for (const char of text) {
    const at = ARABIC_FOLD_FROM.indexOf(char)
    folded += at === -1 ? char : (ARABIC_FOLD_TO[at] ?? '')
  }
  return folded.toLowerCase()
}

/**
 * The digits to look for when the search is a phone number however it was typed
 * ('01012345678', '+20 101 234 5678', '٠١٠١٢٣٤٥٦٧٨'): an Egyptian mobile's ten significant
 * digits, otherwise the digits typed. Null when the search is not a number.
 */
export function phoneSearchDigits(search: string): string | null {
  const compact = toWesternDigits(search).replace(/[\s\-().+/]/g, '')
  if (!/^\d{3,}$/.test(compact)) return null
  return egyptianMobileDigits(compact) ?? compact.replace(/^00/, '')
}

/** Name and e-mail parts need this many characters: fewer would scan a million names. */
export const MIN_NAME_SEARCH = 3

/**
 * A search too short to look through names (one or two letters; numbers and whole e-mail
 * addresses have their own indexed lookups and may be shorter).
 */
export const tooShortForNames = (search: string) => {
  const trimmed = search.trim()
  return (
    trimmed !== '' &&
    phoneSearchDigits(trimmed) === null &&
    foldSearchText(trimmed).replace(/\s/g, '').length < MIN_NAME_SEARCH
  )
}
