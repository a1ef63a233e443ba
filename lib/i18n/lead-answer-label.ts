import type { Locale } from './locales'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'

const texts = { en, ar } as const

/** A form answer as the site words it ('within_3m' → 'Within 3 months'), else the value. */
export function optionLabel(
  locale: Locale,
  group: 'howSoon' | 'channel' | 'budget',
  value: string | null,
) {
  if (!value) return null
  const t = texts[locale]
  const labels: Record<string, string> =
    group === 'howSoon'
      ? t.leadForm.howSoonOptions
      : group === 'channel'
        ? t.leadForm.channels
        : t.consultation.budgets
  return labels[value] ?? value
}

/** The unit type a visitor picked, with "not sure" as the site words it in that language. */
export const unitInterestLabel = (locale: Locale, value: string | null) =>
  value === 'not_sure' ? texts[locale].leadForm.notSure : value
