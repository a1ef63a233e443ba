import type {
  projectGalleryItems,
  projects,
  projectSections,
  projectTranslations,
} from '@/lib/db/schema'
import type { MediaSummary } from '@/lib/media/media-summary'
import type { FormValuesOf } from '@/lib/validation/form-values'
import { displayPhone } from '@/lib/validation/phone'
import type { projectSchema } from './project-schema'
import { faqRows, highlightRows } from './section-lists'

type ProjectRow = typeof projects.$inferSelect
type TranslationRow = typeof projectTranslations.$inferSelect
type SectionRow = typeof projectSections.$inferSelect
type GalleryRow = typeof projectGalleryItems.$inferSelect

/**
 * A project as the admin form edits it: its schema's input with every field present (text
 * inputs hold strings, pickers the item). "Publish both" is the action's, not a field.
 */
export type ProjectFormValues = FormValuesOf<typeof projectSchema, 'publishDeveloper', MediaSummary>
export type ProjectLocaleValues = ProjectFormValues['en']
export type SectionValues = ProjectLocaleValues['sections']

/** The stored rows a project's form is made from. */
export type ProjectRows = {
  project?: ProjectRow
  translations?: TranslationRow[]
  sections?: SectionRow[]
  gallery?: GalleryRow[]
  /** The library items the project shows, by id. */
  media?: Map<string, MediaSummary>
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))

function sectionValues(row: Partial<SectionRow> = {}): SectionValues {
  return {
    heroHeadline: text(row.heroHeadline),
    heroSubheadline: text(row.heroSubheadline),
    heroCtaLabel: text(row.heroCtaLabel),
    unitsHeading: text(row.unitsHeading),
    unitsSubheading: text(row.unitsSubheading),
    midCtaHeadline: text(row.midCtaHeadline),
    midCtaDescription: text(row.midCtaDescription),
    midCtaButtonLabel: text(row.midCtaButtonLabel),
    masterplanHeading: text(row.masterplanHeading),
    masterplanDescription: text(row.masterplanDescription),
    locationHeading: text(row.locationHeading),
    faqHeading: text(row.faqHeading),
    calculatorHeading: text(row.calculatorHeading),
    calculatorCta: text(row.calculatorCta),
    exitIntentHeading: text(row.exitIntentHeading),
    exitIntentMessage: text(row.exitIntentMessage),
    exitIntentCta: text(row.exitIntentCta),
    footerCtaHeading: text(row.footerCtaHeading),
    footerCtaButton: text(row.footerCtaButton),
    footerText: text(row.footerText),
    formHeading: text(row.formHeading),
    formDescription: text(row.formDescription),
    formSubmitLabel: text(row.formSubmitLabel),
    seoTitle: text(row.seoTitle),
    metaDescription: text(row.metaDescription),
    ogTitle: text(row.ogTitle),
    ogDescription: text(row.ogDescription),
    crossSellProjectId: text(row.crossSellProjectId),
    locationParagraphs: (row.locationParagraphs ?? []).map((paragraph) => ({ text: paragraph })),
    locationHighlights: highlightRows(row.locationHighlights ?? []),
    faqs: faqRows(row.faqs ?? []),
    crossSellEnabled: row.crossSellEnabled ?? false,
  }
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
