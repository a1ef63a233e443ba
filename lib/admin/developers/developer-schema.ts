import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { DEVELOPER_STATUSES } from '@/lib/enums/record-statuses'
import {
  checkbox,
  oneLine,
  optionalMedia,
  optionalParagraphs,
  optionalText,
  paragraphRows,
  requiredMedia,
  SLUG_PATTERN,
  wholeNumber,
} from '@/lib/validation/admin-fields'

/** Spec §5, one locale's developer texts (both English and Arabic are validated). */
export const developerTranslationSchema = z.object({
  name: oneLine(
    z
      .string(messageKey('content.developers.fieldErrors.name.required'))
      .trim()
      .min(1, messageKey('content.developers.fieldErrors.name.required'))
      .max(100, messageKey('content.developers.fieldErrors.name.tooLong')),
  ),
  tagline: optionalText(200, 'content.developers.fieldErrors.tagline'),
  description: optionalParagraphs(1000, 'content.developers.fieldErrors.description'),
  seoTitle: optionalText(60, 'content.developers.fieldErrors.seoTitle'),
  metaDescription: optionalText(160, 'content.developers.fieldErrors.metaDescription'),
  ogTitle: optionalText(60, 'content.developers.fieldErrors.ogTitle'),
  ogDescription: optionalText(160, 'content.developers.fieldErrors.ogDescription'),
  aboutHeading: optionalText(100, 'content.developers.fieldErrors.aboutHeading'),
  projectsHeading: optionalText(100, 'content.developers.fieldErrors.projectsHeading'),
  ctaLabel: optionalText(50, 'content.developers.fieldErrors.ctaLabel'),
  heroParagraph: optionalParagraphs(500, 'content.developers.fieldErrors.heroParagraph'),
  aboutParagraphs: paragraphRows('content.developers.fieldErrors.aboutParagraphs'),
})

/** Spec §5 developer form; shared by the admin form (inline messages) and its actions. */
export const developerSchema = z.object({
  slug: z
    .string(messageKey('content.developers.fieldErrors.slug.required'))
    .trim()
    .min(1, messageKey('content.developers.fieldErrors.slug.required'))
    .max(50, messageKey('content.developers.fieldErrors.slug.tooLong'))
    .regex(SLUG_PATTERN, messageKey('content.developers.fieldErrors.slug.pattern')),
  logoMediaId: requiredMedia,
  heroMediaId: optionalMedia,
  sortOrder: wholeNumber('content.developers.fieldErrors.sortOrder', 0, 9999),
  status: z.enum(DEVELOPER_STATUSES, messageKey('errors.fields.chooseStatus')),
  isActive: checkbox,
  basePath: optionalText(100, 'content.developers.fieldErrors.basePath'),
  seoCanonicalUrl: oneLine(z.string().trim())
    .refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)), {
      message: messageKey('content.developers.fieldErrors.seoCanonicalUrl.url'),
    })
    .optional()
    .transform((value) => value || null),
  en: developerTranslationSchema,
  ar: developerTranslationSchema,
  /** "Unpublish both": hiding the developer sets its published projects back to draft too. */
  unpublishProjects: z.boolean().optional().catch(false),
})

export type DeveloperInput = z.output<typeof developerSchema>
