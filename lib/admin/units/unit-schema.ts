import { z } from 'zod'
import { PUBLISH_STATUSES, UNIT_AVAILABILITIES } from '@/lib/enums/record-statuses'
import { optionalEgp } from '@/lib/pricing/optional-egp'
import {
  checkbox,
  optionalText,
  optionalMedia,
  optionalWholeNumber,
  SLUG_PATTERN,
  wholeNumber,
} from '@/lib/validation/admin-fields'
import { isRecordId } from '@/lib/validation/record-id'

/** Limits of the project_units and unit_translations columns (description is text). */
const SLUG_MAX = 100
const UNIT_TYPE_MAX = 50
const TITLE_MAX = 200
const DESCRIPTION_MAX = 5000
const PRICE_MAX = 100
/** Sort order has no upper bound in the spec; this keeps it inside PostgreSQL's integer. */
const SORT_ORDER_MAX = 2_000_000_000

/** Spec §5, one locale's unit texts; the title message names the language. */
const unitTranslationSchema = (language: 'English' | 'Arabic') =>
  z.object({
    title: z
      .string(`${language} title is required`)
      .trim()
      .min(1, `${language} title is required`)
      .max(TITLE_MAX, `${language} title must be less than ${TITLE_MAX} characters`),
    description: optionalText(DESCRIPTION_MAX, 'Description'),
    priceLabel: optionalText(PRICE_MAX, 'Price label'),
  })

/** Spec §5 unit form; shared by the admin form (inline messages) and its actions. */
export const unitSchema = z.object({
  projectId: z.string('Project is required').trim().refine(isRecordId, 'Project is required'),
  slug: z
    .string('Slug is required')
    .trim()
    .min(1, 'Slug is required')
    .max(SLUG_MAX, `Slug must be less than ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, 'Slug must be lowercase letters, numbers, and hyphens only'),
  unitType: z
    .string('Unit type is required')
    .trim()
    .min(1, 'Unit type is required')
    .max(UNIT_TYPE_MAX, `Unit type must be less than ${UNIT_TYPE_MAX} characters`),
  areaSqm: optionalWholeNumber('Area', 1, 'Area must be at least 1 sqm'),
  bedrooms: optionalWholeNumber('Bedrooms', 0, 'Bedrooms must be 0 or more'),
  sortOrder: wholeNumber('Sort order', 0, SORT_ORDER_MAX, 'Sort order must be 0 or greater'),
  availabilityStatus: z.enum(UNIT_AVAILABILITIES, 'Choose an availability').default('available'),
  status: z.enum(PUBLISH_STATUSES, 'Choose a status').default('draft'),
  isActive: checkbox,
  priceEgp: optionalEgp('Price'),
  downPaymentEgp: optionalEgp('Down payment'),
  monthlyInstallmentEgp: optionalEgp('Monthly instalment'),
  imageMediaId: optionalMedia,
  floorplanMediaId: optionalMedia,
  en: unitTranslationSchema('English'),
  ar: unitTranslationSchema('Arabic'),
})

export type UnitInput = z.output<typeof unitSchema>
