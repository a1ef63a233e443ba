import { z } from 'zod'
import { DEVELOPER_STATUSES } from '@/lib/enums/record-statuses'
import {
  checkbox,
  optionalMedia,
  optionalText,
  paragraphRows,
  requiredMedia,
  SLUG_PATTERN,
  wholeNumber,
} from '@/lib/validation/admin-fields'

/** Spec §5, one locale's developer texts (both English and Arabic are validated). */
export const developerTranslationSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
  tagline: optionalText(200, 'Tagline'),
  description: optionalText(1000, 'Description'),
  seoTitle: optionalText(60, 'SEO title'),
  metaDescription: optionalText(160, 'Meta description'),
  ogTitle: optionalText(60, 'OG title'),
  ogDescription: optionalText(160, 'OG description'),
  aboutHeading: optionalText(100, 'About heading'),
  projectsHeading: optionalText(100, 'Projects heading'),
  ctaLabel: optionalText(50, 'CTA label'),
  heroParagraph: optionalText(500, 'Hero paragraph'),
  aboutParagraphs: paragraphRows('About paragraphs'),
})

/** Spec §5 developer form; shared by the admin form (inline messages) and its actions. */
export const developerSchema = z.object({
  slug: z
    .string('Slug is required')
    .trim()
    .min(1, 'Slug is required')
    .max(50, 'Slug must be less than 50 characters')
    .regex(SLUG_PATTERN, 'Slug must contain only lowercase letters, numbers, and hyphens'),
  logoMediaId: requiredMedia,
  heroMediaId: optionalMedia,
  sortOrder: wholeNumber('Sort order', 0, 9999, 'Sort order must be 0 or greater'),
  status: z.enum(DEVELOPER_STATUSES, 'Choose a status'),
  isActive: checkbox,
  basePath: optionalText(100, 'Base path'),
  seoCanonicalUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)), {
      message: 'Must be a valid URL',
    })
    .optional()
    .transform((value) => value || null),
  en: developerTranslationSchema,
  ar: developerTranslationSchema,
  /** "Unpublish both": hiding the developer sets its published projects back to draft too. */
  unpublishProjects: z.boolean().optional().catch(false),
})

export type DeveloperInput = z.output<typeof developerSchema>
