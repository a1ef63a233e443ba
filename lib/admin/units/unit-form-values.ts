import type { projectUnits, unitTranslations } from '@/lib/db/schema'
import type { MediaSummary } from '@/lib/media/media-summary'
import { priceWords } from '@/lib/pricing/price-words'
import { moneyText } from '@/lib/pricing/read-money'
import type { FormValuesOf } from '@/lib/validation/form-values'
import type { unitSchema } from './unit-schema'

type UnitRow = typeof projectUnits.$inferSelect
type TranslationRow = typeof unitTranslations.$inferSelect

/** A unit as the admin form edits it: its schema's input with every field present. */
export type UnitFormValues = FormValuesOf<typeof unitSchema, never, MediaSummary>
export type UnitLocaleValues = UnitFormValues['en']

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value))

export function unitLocaleValues(row: Partial<TranslationRow> = {}): UnitLocaleValues {
  return {
    title: row.title ?? '',
    description: row.description ?? '',
    priceLabel: row.priceLabel ?? '',
  }
}

const english = priceWords('en')

/** Stored rows → form values. Without rows: a new unit with the spec §4 defaults. */
export function unitFormValues(
  unit?: UnitRow,
  translations: TranslationRow[] = [],
  media: Map<string, MediaSummary> = new Map(),
): UnitFormValues {
  const item = (id: string | null | undefined) => (id ? (media.get(id) ?? null) : null)
  return {
    projectId: unit?.projectId ?? '',
    slug: unit?.slug ?? '',
    unitType: unit?.unitType ?? '',
    areaSqm: text(unit?.areaSqm),
    bedrooms: text(unit?.bedrooms),
    sortOrder: text(unit?.sortOrder ?? 0),
    availabilityStatus: unit?.availabilityStatus ?? 'available',
    status: unit?.status ?? 'draft',
    isActive: unit?.isActive ?? true,
    // Shown so that saving again reads the same amounts (readMoney reads either language's
    // words); in English whatever the viewer's language, as the activity log compares them.
    priceEgp: moneyText(unit?.priceEgp, english),
    downPaymentEgp: moneyText(unit?.downPaymentEgp, english),
    monthlyInstallmentEgp: moneyText(unit?.monthlyInstallmentEgp, english),
    imageMediaId: item(unit?.imageMediaId),
    floorplanMediaId: item(unit?.floorplanMediaId),
    en: unitLocaleValues(translations.find((t) => t.locale === 'en')),
    ar: unitLocaleValues(translations.find((t) => t.locale === 'ar')),
  }
}
