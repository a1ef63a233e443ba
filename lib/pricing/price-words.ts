import { createTranslator } from 'use-intl/core'
import type { Locale } from '@/lib/i18n/locales'
import ar from '@/messages/price/ar.json'
import en from '@/messages/price/en.json'
import type { PriceWords } from './format-price'

const catalogues = { en, ar }
const cached = new Map<Locale, PriceWords>()

/**
 * A language's words around an amount (messages/price/<language>.json, ICU: Arabic picks
 * "ملايين"/"آلاف" for 3 to 10). For the server and the admin's browser code, which has the ICU
 * formatter already; the public site's browser code takes plain affixes instead (amountAffixes).
 */
export function priceWords(locale: Locale): PriceWords {
  let words = cached.get(locale)
  if (!words) {
    const t = createTranslator({ locale, messages: catalogues[locale] })
    words = (key, values) => t(key, values)
    cached.set(locale, words)
  }
  return words
}
