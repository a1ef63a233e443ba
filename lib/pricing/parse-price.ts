/**
 * Reads an EGP price written as free text (unit price_value, calculator input, budget text)
 * into a number of pounds. Pure: shared by server and client.
 *
 * Accepted: "EGP 12,500,000", "12,500,000 جنيه", "12.5M", "12.5 million", "8.4 مليون",
 * "950K", "950 ألف", Arabic-Indic digits with ٬ (thousands) and ٫ (decimal), plain "20000000".
 * Million notation, or a small number (< 1,000) without a currency word, reads as millions
 * (spec §5): "12.5" is 12,500,000. Returns null when the text holds no number.
 */

const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0

/** Below this, a bare number without a currency word is taken to be in millions. */
const BARE_MILLIONS_BELOW = 1_000

const MILLION = /^\s*(?:millions?|mln|mn|mio|m|مليون|ملايين|م)(?![\p{L}\p{N}²])/iu
const THOUSAND = /^\s*(?:thousands?|k|ألف|الف|آلاف|ألاف)(?![\p{L}\p{N}])/iu
const BILLION = /^\s*(?:billions?|bn|b|مليار|مليارات)(?![\p{L}\p{N}])/iu
const CURRENCY = /egp|\bl\.?e\b|\bpounds?\b|جنيه|ج\.?\s*م|£/iu

function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/[\u066c\u060c]/g, ',') // Arabic thousands separator, Arabic comma
    .replace(/\u066b/g, '.') // Arabic decimal separator
}

/** "12,500,000" → 12500000; "12,5" (decimal comma, no dot) → 12.5. */
function readNumber(raw: string): number {
  const groups = raw.split(',')
  const isThousandsGrouping = groups.slice(1).every((g) => /^\d{3}(?:\.\d*)?$/.test(g))
  if (groups.length === 2 && !isThousandsGrouping && !raw.includes('.')) {
    return Number(raw.replace(',', '.'))
  }
  return Number(raw.replace(/,/g, ''))
}

export function parsePrice(text: string | null | undefined): number | null {
  if (text == null) return null
  const normalized = normalizeDigits(text)
  const match = /\d[\d,]*(?:\.\d+)?/.exec(normalized)
  if (!match) return null

  const value = readNumber(match[0].replace(/,+$/, ''))
  if (!Number.isFinite(value)) return null

  const rest = normalized.slice(match.index + match[0].length)
  let multiplier = 1
  if (BILLION.test(rest)) multiplier = 1_000_000_000
  else if (MILLION.test(rest)) multiplier = 1_000_000
  else if (THOUSAND.test(rest)) multiplier = 1_000
  else if (value < BARE_MILLIONS_BELOW && value > 0 && !CURRENCY.test(normalized)) {
    multiplier = 1_000_000
  }

  // Round away floating-point noise (8.4 × 1e6) while keeping real fractions of a pound.
  return multiplier === 1 ? value : Math.round(value * multiplier * 100) / 100
}
