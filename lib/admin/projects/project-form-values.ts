import type {
  projectGalleryItems,
  projects,
  projectSections,
  projectTranslations,
} from '@/lib/db/schema'
import type { MediaSummary } from '@/lib/media/media-summary'
import { PROJECT_SECTION_GROUPS } from './project-schema'
import { faqRows, highlightRows } from './section-lists'
import { displayPhone } from '@/lib/validation/phone'

type ProjectRow = typeof projects.$inferSelect
type TranslationRow = typeof projectTranslations.$inferSelect
type SectionRow = typeof projectSections.$inferSelect
type GalleryRow = typeof projectGalleryItems.$inferSelect

export type GalleryValues = { media: MediaSummary | null; captionEn: string; captionAr: string }

/** Section values as the form holds them: texts, rows of lists, the cross-sell choice. */
export type SectionValues = Record<string, string | boolean | object[]>

export type ProjectLocaleValues = {
  title: string
  description: string
  keyInfo: string
  location: string
  whatsappMessage: string
  sections: SectionValues
}

/** A project as the admin form edits it (text inputs hold strings, pickers the item). */
export type ProjectFormValues = Record<string, unknown> & {
  gallery: GalleryValues[]
  en: ProjectLocaleValues
  ar: ProjectLocaleValues
}

/** The stored rows a project's form is made from. */
export type ProjectRows = {
  project?: ProjectRow
  translations?: TranslationRow[]
  sections?: SectionRow[]
  gallery?: GalleryRow[]
  /** The library items the project shows, by id. */
  media?: Map<string, MediaSummary>
}

const LIST_FIELDS = new Set([
  'locationParagraphs',
  'locationHighlights',
  'faqs',
  'crossSellEnabled',
])
const SECTION_TEXT_FIELDS = Object.values(PROJECT_SECTION_GROUPS)
  .flat()
  .filter((field) => !LIST_FIELDS.has(field))

function sectionValues(row: Partial<SectionRow> | undefined): SectionValues {
  const values: SectionValues = {}
  const texts = (row ?? {}) as Record<string, unknown>
  for (const field of SECTION_TEXT_FIELDS) values[field] = String(texts[field] ?? '')
  values.locationParagraphs = (row?.locationParagraphs ?? []).map((text) => ({ text }))
  values.locationHighlights = highlightRows(row?.locationHighlights ?? [])
  values.faqs = faqRows(row?.faqs ?? [])
  values.crossSellEnabled = row?.crossSellEnabled ?? false
  return values
}

export function projectLocaleValues(
  texts: Partial<TranslationRow> | undefined,
  sections: Partial<SectionRow> | undefined,
): ProjectLocaleValues {
  return {
    title: texts?.title ?? '',
    description: texts?.description ?? '',
    keyInfo: texts?.keyInfo ?? '',
    location: texts?.location ?? '',
    whatsappMessage: texts?.whatsappMessage ?? '',
    sections: sectionValues(sections),
  }
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))

/** Stored rows → form values. Without rows: a new project with the spec §9 defaults. */
export function projectFormValues({
  project,
  translations = [],
  sections = [],
  gallery = [],
  media = new Map(),
}: ProjectRows = {}): ProjectFormValues {
  const item = (id: string | null | undefined) => (id ? (media.get(id) ?? null) : null)
  const locale = (code: 'en' | 'ar') =>
    projectLocaleValues(
      translations.find((t) => t.locale === code),
      sections.find((s) => s.locale === code),
    )
  return {
    slug: project?.slug ?? '',
    developerId: project?.developerId ?? '',
    status: project?.status ?? 'draft',
    isActive: project?.isActive ?? true,
    isPopular: project?.isPopular ?? false,
    showCalculator: project?.showCalculator ?? true,
    showExitIntent: project?.showExitIntent ?? true,
    sortOrder: text(project?.sortOrder ?? 0),
    logoMediaId: item(project?.logoMediaId),
    thumbnailMediaId: item(project?.thumbnailMediaId),
    heroMediaId: item(project?.heroMediaId),
    logoLargeMediaId: item(project?.logoLargeMediaId),
    masterplanMediaId: item(project?.masterplanMediaId),
    gallery: [...gallery]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((row) => ({
        media: item(row.mediaId),
        captionEn: row.captionEn ?? '',
        captionAr: row.captionAr ?? '',
      })),
    basePath: project?.basePath ?? '',
    whatsappNumber: text(project?.whatsappNumber && displayPhone(project.whatsappNumber)),
    contactPhone: text(project?.contactPhone && displayPhone(project.contactPhone)),
    contactEmail: text(project?.contactEmail),
    mapLatitude: text(project?.mapLatitude),
    mapLongitude: text(project?.mapLongitude),
    deliveryYear: text(project?.deliveryYear),
    downPaymentPercent: text(project?.downPaymentPercent),
    installmentYears: text(project?.installmentYears),
    en: locale('en'),
    ar: locale('ar'),
  }
}

/** Every library item a project's stored rows name (for one summaries read). */
export const projectMediaIds = (project: ProjectRow, gallery: GalleryRow[]) => [
  project.logoMediaId,
  project.thumbnailMediaId,
  project.heroMediaId,
  project.logoLargeMediaId,
  project.masterplanMediaId,
  ...gallery.map((row) => row.mediaId),
]
