import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { PUBLISH_STATUSES, UNIT_AVAILABILITIES } from '@/lib/enums/record-statuses'
import { optionalEgp } from '@/lib/pricing/optional-egp'
import {
  checkbox,
  oneLine,
  optionalParagraphs,
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
const unitTranslationSchema = (language: 'english' | 'arabic') =>
  z.object({
    title: oneLine(
      z
        .string(messageKey(`content.units.fieldErrors.${language}.title.required`))
        .trim()
        .min(1, messageKey(`content.units.fieldErrors.${language}.title.required`))
        .max(TITLE_MAX, messageKey(`content.units.fieldErrors.${language}.title.tooLong`)),
    ),
    description: optionalParagraphs(DESCRIPTION_MAX, 'content.units.fieldErrors.description'),
    priceLabel: optionalText(PRICE_MAX, 'content.units.fieldErrors.priceLabel'),
  })

/** Spec §5 unit form; shared by the admin form (inline messages) and its actions. */
export const unitSchema = z.object({
  projectId: z
    .string(messageKey('content.units.fieldErrors.projectRequired'))
    .trim()
    .refine(isRecordId, messageKey('content.units.fieldErrors.projectRequired')),
  slug: z
    .string(messageKey('content.units.fieldErrors.slug.required'))
    .trim()
    .min(1, messageKey('content.units.fieldErrors.slug.required'))
    .max(SLUG_MAX, messageKey('content.units.fieldErrors.slug.tooLong'))
    .regex(SLUG_PATTERN, messageKey('content.units.fieldErrors.slug.pattern')),
  unitType: oneLine(
    z
      .string(messageKey('content.units.fieldErrors.unitType.required'))
      .trim()
      .min(1, messageKey('content.units.fieldErrors.unitType.required'))
      .max(UNIT_TYPE_MAX, messageKey('content.units.fieldErrors.unitType.tooLong')),
  ),
  areaSqm: optionalWholeNumber('content.units.fieldErrors.areaSqm', 1),
  bedrooms: optionalWholeNumber('content.units.fieldErrors.bedrooms', 0),
  sortOrder: wholeNumber('content.units.fieldErrors.sortOrder', 0, SORT_ORDER_MAX),
  availabilityStatus: z
    .enum(UNIT_AVAILABILITIES, messageKey('content.units.fieldErrors.chooseAvailability'))
    .default('available'),
  status: z.enum(PUBLISH_STATUSES, messageKey('errors.fields.chooseStatus')).default('draft'),
  isActive: checkbox,
  priceEgp: optionalEgp('content.units.fieldErrors.priceEgp'),
  downPaymentEgp: optionalEgp('content.units.fieldErrors.downPaymentEgp'),
  monthlyInstallmentEgp: optionalEgp('content.units.fieldErrors.monthlyInstallmentEgp'),
  imageMediaId: optionalMedia,
  floorplanMediaId: optionalMedia,
  en: unitTranslationSchema('english'),
  ar: unitTranslationSchema('arabic'),
})

export type UnitInput = z.output<typeof unitSchema>
