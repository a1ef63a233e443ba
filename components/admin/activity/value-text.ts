import { isRecordValue, type RecordedRecordKind } from '@/lib/activity/activity-types'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** The words a recorded value is read with, in the viewer's language. */
export type ValueWords = {
  locale: Locale
  yes: string
  no: string
  /** A recorded code of the field (a stage, a status, a day) as a word; null when not one. */
  code?: (text: string) => string | null
  /** A record the value named by id, gone for good ("Project deleted for good"). */
  gone?: (kind: RecordedRecordKind) => string
}

/** Rows of a list (FAQs, highlights) are objects; a record read from its id is one value. */
const isRow = (item: unknown) => typeof item === 'object' && item !== null && !isRecordValue(item)

/**
 * A stored value as text staff read, in their language: yes/no, codes as words, moments in
 * Cairo time, records by name; text staff typed stays as typed. Null when there was none.
 */
export function valueText(value: unknown, words: ValueWords): string | null {
  if (value === null || value === undefined || value === '') return null
  if (isRecordValue(value)) return value.name ?? words.gone?.(value.record) ?? value.record
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number') return words.code?.(String(value)) ?? value.toLocaleString('en')
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)))
      return formatCairo(new Date(value), words.locale)
    return words.code?.(value) ?? value
  }
  if (Array.isArray(value)) {
    // Rows (FAQs, highlights) read as their values, "When? — In 2028"; one row per "; ".
    const rows = value.some(isRow)
    const items = value
      .map((item) =>
        isRow(item) && !Array.isArray(item)
          ? Object.values(item)
              .map((part) => valueText(part, words))
              .filter(Boolean)
              .join(' — ')
          : valueText(item, words),
      )
      .filter((item): item is string => Boolean(item))
    return items.length ? items.join(rows ? '; ' : words.locale === 'ar' ? '، ' : ', ') : null
  }
  return JSON.stringify(value)
}
