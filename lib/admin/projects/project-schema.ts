import { z } from 'zod'
import { PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import {
  checkbox,
  optionalContactNumber,
  optionalDecimal,
  optionalMedia,
  optionalText,
  optionalWholeInRange,
  paragraphRows,
  requiredMedia,
  SLUG_PATTERN,
  wholeNumber,
} from '@/lib/validation/admin-fields'
import { isRecordId } from '@/lib/validation/record-id'
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

/** Spec §2 project form tabs "English Sections" / "Arabic Sections", grouped as on screen. */
export const PROJECT_SECTION_GROUPS = {
  Hero: ['heroHeadline', 'heroSubheadline', 'heroCtaLabel'],
  Units: ['unitsHeading', 'unitsSubheading'],
  'Mid CTA': ['midCtaHeadline', 'midCtaDescription', 'midCtaButtonLabel'],
  Other: [
    'masterplanHeading',
    'masterplanDescription',
    'locationHeading',
    'locationParagraphs',
    'locationHighlights',
    'faqHeading',
    'faqs',
    'calculatorHeading',
    'calculatorCta',
    'exitIntentHeading',
    'exitIntentMessage',
    'exitIntentCta',
    'footerCtaHeading',
    'footerCtaButton',
    'footerText',
    'formHeading',
    'formDescription',
    'formSubmitLabel',
    'seoTitle',
    'metaDescription',
    'ogTitle',
    'ogDescription',
    'crossSellEnabled',
    'crossSellProjectId',
  ],
} as const satisfies Record<string, readonly (keyof ProjectSectionsInput)[]>

/** One locale's project_sections row: every text optional (spec §5), limits from the DB. */
export const projectSectionsSchema = z.object({
  heroHeadline: optionalText(TEXT_MAX, 'Hero headline'),
  heroSubheadline: optionalText(TEXT_MAX, 'Hero subheadline'),
  heroCtaLabel: optionalText(50, 'Hero CTA label'),
  unitsHeading: optionalText(100, 'Units heading'),
  unitsSubheading: optionalText(TEXT_MAX, 'Units subheading'),
  midCtaHeadline: optionalText(TEXT_MAX, 'Mid CTA headline'),
  midCtaDescription: optionalText(TEXT_MAX, 'Mid CTA description'),
  midCtaButtonLabel: optionalText(50, 'Mid CTA button label'),
  masterplanHeading: optionalText(100, 'Master plan heading'),
  masterplanDescription: optionalText(TEXT_MAX, 'Master plan description'),
  locationHeading: optionalText(100, 'Location heading'),
  locationParagraphs: paragraphRows('Location paragraphs'),
  locationHighlights: highlightsField,
  faqHeading: optionalText(100, 'FAQ heading'),
  faqs: faqsField,
  calculatorHeading: optionalText(100, 'Calculator heading'),
  calculatorCta: optionalText(50, 'Calculator CTA'),
  exitIntentHeading: optionalText(100, 'Exit intent heading'),
  exitIntentMessage: optionalText(TEXT_MAX, 'Exit intent message'),
  exitIntentCta: optionalText(50, 'Exit intent CTA'),
  footerCtaHeading: optionalText(100, 'Footer CTA heading'),
  footerCtaButton: optionalText(50, 'Footer CTA button'),
  footerText: optionalText(TEXT_MAX, 'Footer text'),
  formHeading: optionalText(100, 'Form heading'),
  formDescription: optionalText(TEXT_MAX, 'Form description'),
  formSubmitLabel: optionalText(50, 'Form submit label'),
  seoTitle: optionalText(60, 'SEO title'),
  metaDescription: optionalText(160, 'Meta description'),
  ogTitle: optionalText(60, 'OG title'),
  ogDescription: optionalText(160, 'OG description'),
  crossSellEnabled: checkbox,
  crossSellProjectId: z
    .string()
    .trim()
    .refine((value) => value === '' || isRecordId(value), 'Choose a project from the list')
    .transform(emptyToNull),
})

type Language = 'English' | 'Arabic'

/** Required in both languages, with the spec's "English title is required" messages. */
const requiredText = (language: Language, label: string, max: number) =>
  z
    .string(`${language} ${label} is required`)
    .trim()
    .min(1, `${language} ${label} is required`)
    .max(max, `${language} ${label} must be less than ${max} characters`)

/** Spec §5, one locale's project texts plus its sections. */
export const projectLocaleSchema = (language: Language) =>
  z.object({
    title: requiredText(language, 'title', 200),
    description: requiredText(language, 'description', TEXT_MAX),
    keyInfo: requiredText(language, 'key info', TEXT_MAX),
    location: optionalText(120, 'Location'),
    whatsappMessage: optionalText(TEXT_MAX, 'WhatsApp message'),
    sections: projectSectionsSchema,
  })

/** Spec §5 project form; shared by the admin form (inline messages) and its actions. */
export const projectSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .max(100, 'Slug must be less than 100 characters')
    .regex(SLUG_PATTERN, 'Slug must be lowercase letters, numbers, and hyphens only')
    .refine((slug) => !RESERVED_SLUGS.has(slug), 'This slug is a page of the site: choose another'),
  developerId: z.string('Developer is required').trim().refine(isRecordId, 'Developer is required'),
  status: z.enum(PUBLISH_STATUSES, 'Choose a status'),
  isActive: checkbox,
  isPopular: checkbox,
  showCalculator: checkbox,
  showExitIntent: checkbox,
  sortOrder: wholeNumber('Sort order', 0, MAX_SORT_ORDER, 'Sort order must be 0 or greater'),
  logoMediaId: requiredMedia,
  thumbnailMediaId: requiredMedia,
  heroMediaId: optionalMedia,
  logoLargeMediaId: optionalMedia,
  masterplanMediaId: optionalMedia,
  gallery: galleryField,
  basePath: z
    .string()
    .trim()
    .min(1, 'Base path is required')
    .max(100, 'Base path must be less than 100 characters'),
  whatsappNumber: optionalContactNumber,
  contactPhone: optionalContactNumber,
  contactEmail: z
    .string()
    .trim()
    .max(255, 'Email must be less than 255 characters')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email')
    .transform(emptyToNull),
  mapLatitude: optionalDecimal('Latitude', -90, 90),
  mapLongitude: optionalDecimal('Longitude', -180, 180),
  deliveryYear: optionalWholeInRange('Delivery year', 2000, 2100),
  downPaymentPercent: optionalWholeInRange('Down payment', 0, 100),
  installmentYears: optionalWholeInRange('Instalment years', 0, 30),
  en: projectLocaleSchema('English'),
  ar: projectLocaleSchema('Arabic'),
  /** "Publish both": a published project's developer is made public in the same save. */
  publishDeveloper: z.boolean().optional().catch(false),
})

export type ProjectInput = z.output<typeof projectSchema>
export type ProjectSectionsInput = z.output<typeof projectSectionsSchema>
