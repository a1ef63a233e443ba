import { formatCairo } from '@/lib/i18n/business-time'

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** A stored value as text staff read (moments in Cairo time); null when there was none. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return value.toLocaleString('en')
  if (typeof value === 'string')
    return ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))
      ? formatCairo(new Date(value))
      : value
  if (Array.isArray(value)) {
    // Rows (FAQs, highlights) read as their values, "When? — In 2028"; one row per "; ".
    const rows = value.some((item) => typeof item === 'object' && item !== null)
    const items = value
      .map((item) =>
        typeof item === 'object' && item !== null && !Array.isArray(item)
          ? Object.values(item).map(valueText).filter(Boolean).join(' — ')
          : valueText(item),
      )
      .filter((item): item is string => Boolean(item))
    return items.length ? items.join(rows ? '; ' : ', ') : null
  }
  return JSON.stringify(value)
}
