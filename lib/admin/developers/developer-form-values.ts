import type { developers, developerTranslations } from '@/lib/db/schema'
import type { MediaSummary } from '@/lib/media/media-summary'

type DeveloperRow = typeof developers.$inferSelect
type TranslationRow = typeof developerTranslations.$inferSelect

const TEXT_FIELDS = [
  'name',
  'tagline',
  'description',
  'seoTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'aboutHeading',
  'projectsHeading',
  'ctaLabel',
  'heroParagraph',
] as const

export type DeveloperLocaleValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  aboutParagraphs: { text: string }[]
}

/** A developer as the admin form edits it (text inputs hold strings). */
export type DeveloperFormValues = Record<string, unknown> & {
  en: DeveloperLocaleValues
  ar: DeveloperLocaleValues
}

export function developerLocaleValues(
  row: Partial<TranslationRow> | undefined,
): DeveloperLocaleValues {
  const values = {} as DeveloperLocaleValues
  for (const field of TEXT_FIELDS) values[field] = row?.[field] ?? ''
  values.aboutParagraphs = (row?.aboutParagraphs ?? []).map((text) => ({ text }))
  return values
}

/** Stored rows → form values. Without rows: a new developer with the spec §4 defaults. */
export function developerFormValues(
  developer?: DeveloperRow,
  translations: TranslationRow[] = [],
  media: Map<string, MediaSummary> = new Map(),
): DeveloperFormValues {
  const item = (id: string | null | undefined) => (id ? (media.get(id) ?? null) : null)
  return {
    slug: developer?.slug ?? '',
    logoMediaId: item(developer?.logoMediaId),
    heroMediaId: item(developer?.heroMediaId),
    basePath: developer?.basePath ?? '',
    seoCanonicalUrl: developer?.seoCanonicalUrl ?? '',
    sortOrder: String(developer?.sortOrder ?? 0),
    status: developer?.status ?? 'draft',
    isActive: developer?.isActive ?? true,
    en: developerLocaleValues(translations.find((t) => t.locale === 'en')),
    ar: developerLocaleValues(translations.find((t) => t.locale === 'ar')),
  }
}
