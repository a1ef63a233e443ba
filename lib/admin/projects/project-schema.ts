import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import {
  checkbox,
  optionalContactNumber,
  optionalDecimal,
  ONE_LINE_MESSAGE,
  oneLine,
  optionalMedia,
  optionalParagraphs,
  optionalText,
  optionalWholeInRange,
  paragraphRows,
  requiredMedia,
  SLUG_PATTERN,
  wholeNumber,
} from '@/lib/validation/admin-fields'
import { isRecordId } from '@/lib/validation/record-id'
import { isSingleLine } from '@/lib/validation/single-line'
import { faqsField, galleryField, highlightsField } from './section-lists'

/*
 * FormData field names (formObject nests on dots): base fields are camelCase ("slug",
 * "developerId", "mapLatitude"); locale texts are "en.title", "ar.keyInfo"; section texts are
 * "en.sections.heroHeadline", "ar.sections.faqs". Field errors come back under the same keys.
 */

/** Public paths the site's own pages hold (/developers/…, /privacy): no project may take them. */
const RESERVED_SLUGS = new Set(['developers', 'privacy', 'preview', 'admin', 'api', 'media', 'og'])

/** PostgreSQL integer; the DB only checks sort_order >= 0 (spec §9: no upper bound). */
const MAX_SORT_ORDER = 2_147_483_647
/** Text columns have no DB limit; a cap keeps one form post (and a public page) bounded. */
const TEXT_MAX = 2000

const emptyToNull = (value: string) => value || null

/** One locale's project_sections row: every text optional (spec §5), limits from the DB. */
export const projectSectionsSchema = z.object({
  heroHeadline: optionalText(TEXT_MAX, 'content.projects.fieldErrors.sections.heroHeadline'),
  heroSubheadline: optionalParagraphs(
    TEXT_MAX,
    'content.projects.fieldErrors.sections.heroSubheadline',
  ),
  heroCtaLabel: optionalText(50, 'content.projects.fieldErrors.sections.heroCtaLabel'),
  unitsHeading: optionalText(100, 'content.projects.fieldErrors.sections.unitsHeading'),
  unitsSubheading: optionalText(TEXT_MAX, 'content.projects.fieldErrors.sections.unitsSubheading'),
  midCtaHeadline: optionalText(TEXT_MAX, 'content.projects.fieldErrors.sections.midCtaHeadline'),
  midCtaDescription: optionalParagraphs(
    TEXT_MAX,
    'content.projects.fieldErrors.sections.midCtaDescription',
  ),
  midCtaButtonLabel: optionalText(50, 'content.projects.fieldErrors.sections.midCtaButtonLabel'),
  masterplanHeading: optionalText(100, 'content.projects.fieldErrors.sections.masterplanHeading'),
  masterplanDescription: optionalParagraphs(
    TEXT_MAX,
    'content.projects.fieldErrors.sections.masterplanDescription',
  ),
  locationHeading: optionalText(100, 'content.projects.fieldErrors.sections.locationHeading'),
  locationParagraphs: paragraphRows('content.projects.fieldErrors.sections.locationParagraphs'),
  locationHighlights: highlightsField,
  faqHeading: optionalText(100, 'content.projects.fieldErrors.sections.faqHeading'),
  faqs: faqsField,
  calculatorHeading: optionalText(100, 'content.projects.fieldErrors.sections.calculatorHeading'),
  calculatorCta: optionalText(50, 'content.projects.fieldErrors.sections.calculatorCta'),
  exitIntentHeading: optionalText(100, 'content.projects.fieldErrors.sections.exitIntentHeading'),
  exitIntentMessage: optionalParagraphs(
    TEXT_MAX,
    'content.projects.fieldErrors.sections.exitIntentMessage',
  ),
  exitIntentCta: optionalText(50, 'content.projects.fieldErrors.sections.exitIntentCta'),
  footerCtaHeading: optionalText(100, 'content.projects.fieldErrors.sections.footerCtaHeading'),
  footerCtaButton: optionalText(50, 'content.projects.fieldErrors.sections.footerCtaButton'),
  footerText: optionalParagraphs(TEXT_MAX, 'content.projects.fieldErrors.sections.footerText'),
  formHeading: optionalText(100, 'content.projects.fieldErrors.sections.formHeading'),
  formDescription: optionalParagraphs(
    TEXT_MAX,
    'content.projects.fieldErrors.sections.formDescription',
  ),
  formSubmitLabel: optionalText(50, 'content.projects.fieldErrors.sections.formSubmitLabel'),
  seoTitle: optionalText(60, 'content.projects.fieldErrors.sections.seoTitle'),
  metaDescription: optionalParagraphs(160, 'content.projects.fieldErrors.sections.metaDescription'),
  ogTitle: optionalText(60, 'content.projects.fieldErrors.sections.ogTitle'),
  ogDescription: optionalParagraphs(160, 'content.projects.fieldErrors.sections.ogDescription'),
  crossSellEnabled: checkbox,
  crossSellProjectId: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isRecordId(value),
      messageKey('content.projects.fieldErrors.chooseProject'),
    )
    .transform(emptyToNull),
})

type Language = 'english' | 'arabic'

/** Required in both languages, with the spec's "English title is required" messages. */
const requiredText = (
  language: Language,
  field: 'title' | 'description' | 'keyInfo',
  max: number,
) =>
  z
    .string(messageKey(`content.projects.fieldErrors.${language}.${field}.required`))
    .trim()
    .min(1, messageKey(`content.projects.fieldErrors.${language}.${field}.required`))
    .max(max, messageKey(`content.projects.fieldErrors.${language}.${field}.tooLong`))
    // The title is one line (an input); description and key facts are textareas.
    .refine((value) => field !== 'title' || isSingleLine(value), ONE_LINE_MESSAGE)

/** Spec §5, one locale's project texts plus its sections. */
export const projectLocaleSchema = (language: Language) =>
  z.object({
    title: requiredText(language, 'title', 200),
    description: requiredText(language, 'description', TEXT_MAX),
    keyInfo: requiredText(language, 'keyInfo', TEXT_MAX),
    location: optionalText(120, 'content.projects.fieldErrors.location'),
    whatsappMessage: optionalParagraphs(TEXT_MAX, 'content.projects.fieldErrors.whatsappMessage'),
    sections: projectSectionsSchema,
  })

/** Spec §5 project form; shared by the admin form (inline messages) and its actions. */
export const projectSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, messageKey('content.projects.fieldErrors.slug.required'))
    .max(100, messageKey('content.projects.fieldErrors.slug.tooLong'))
    .regex(SLUG_PATTERN, messageKey('content.projects.fieldErrors.slug.pattern'))
    .refine(
      (slug) => !RESERVED_SLUGS.has(slug),
      messageKey('content.projects.fieldErrors.slug.reserved'),
    ),
  developerId: z
    .string(messageKey('content.projects.fieldErrors.developerRequired'))
    .trim()
    .refine(isRecordId, messageKey('content.projects.fieldErrors.developerRequired')),
  status: z.enum(PUBLISH_STATUSES, messageKey('errors.fields.chooseStatus')),
  isActive: checkbox,
  isPopular: checkbox,
  showCalculator: checkbox,
  showExitIntent: checkbox,
  sortOrder: wholeNumber('content.projects.fieldErrors.sortOrder', 0, MAX_SORT_ORDER),
  logoMediaId: requiredMedia,
  thumbnailMediaId: requiredMedia,
  heroMediaId: optionalMedia,
  logoLargeMediaId: optionalMedia,
  masterplanMediaId: optionalMedia,
  gallery: galleryField,
  basePath: oneLine(
    z
      .string()
      .trim()
      .min(1, messageKey('content.projects.fieldErrors.basePath.required'))
      .max(100, messageKey('content.projects.fieldErrors.basePath.tooLong')),
  ),
  whatsappNumber: optionalContactNumber,
  contactPhone: optionalContactNumber,
  contactEmail: z
    .string()
    .trim()
    .max(255, messageKey('content.projects.fieldErrors.contactEmail.tooLong'))
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      messageKey('content.projects.fieldErrors.contactEmail.invalid'),
    )
    .transform(emptyToNull),
  mapLatitude: optionalDecimal('content.projects.fieldErrors.mapLatitude', -90, 90),
  mapLongitude: optionalDecimal('content.projects.fieldErrors.mapLongitude', -180, 180),
  deliveryYear: optionalWholeInRange('content.projects.fieldErrors.deliveryYear', 2000, 2100),
  downPaymentPercent: optionalWholeInRange(
    'content.projects.fieldErrors.downPaymentPercent',
    0,
    100,
  ),
  installmentYears: optionalWholeInRange('content.projects.fieldErrors.installmentYears', 0, 30),
  en: projectLocaleSchema('english'),
  ar: projectLocaleSchema('arabic'),
  /** "Publish both": a published project's developer is made public in the same save. */
  publishDeveloper: z.boolean().optional().catch(false),
})

export type ProjectInput = z.output<typeof projectSchema>
