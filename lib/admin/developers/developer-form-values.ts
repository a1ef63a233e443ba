import type { developers, developerTranslations } from '@/lib/db/schema'
import type { MediaSummary } from '@/lib/media/media-summary'
import type { FormValuesOf } from '@/lib/validation/form-values'
import type { developerSchema } from './developer-schema'

type DeveloperRow = typeof developers.$inferSelect
type TranslationRow = typeof developerTranslations.$inferSelect

/**
 * A developer as the admin form edits it: its schema's input with every field present (text
 * inputs hold strings). "Unpublish both" is the action's, not a field.
 */
export type DeveloperFormValues = FormValuesOf<
  typeof developerSchema,
  'unpublishProjects',
  MediaSummary
>
export type DeveloperLocaleValues = DeveloperFormValues['en']

export function developerLocaleValues(row: Partial<TranslationRow> = {}): DeveloperLocaleValues {
  return {
    name: row.name ?? '',
    tagline: row.tagline ?? '',
    description: row.description ?? '',
    seoTitle: row.seoTitle ?? '',
    metaDescription: row.metaDescription ?? '',
    ogTitle: row.ogTitle ?? '',
    ogDescription: row.ogDescription ?? '',
    aboutHeading: row.aboutHeading ?? '',
    projectsHeading: row.projectsHeading ?? '',
    ctaLabel: row.ctaLabel ?? '',
    heroParagraph: row.heroParagraph ?? '',
    aboutParagraphs: (row.aboutParagraphs ?? []).map((text) => ({ text })),
  }
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
