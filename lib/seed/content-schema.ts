import { z } from 'zod'
import type { SectionValues } from '@/lib/admin/projects/project-form-values'
import { projectSectionsSchema } from '@/lib/admin/projects/project-schema'
import { HIGHLIGHT_ICONS } from '@/lib/content/highlight-icons'
import { contactNumber } from '@/lib/validation/phone'

// Shapes of the JSON files in ./content, checked at seed time so bad data fails loudly.
// Stored as the admin forms store them (E.164), so seeded and saved numbers are alike.
const e164 = z.string().refine((value) => contactNumber(value) === value, 'not an E.164 number')

const slug = z.string().regex(/^[a-z0-9-]+$/)
const paragraphs = z.array(z.string().min(1))

const developerLocale = z.object({
  name: z.string().min(1).max(100),
  tagline: z.string().max(200),
  description: z.string().max(1000),
  seo_title: z.string().max(60),
  meta_description: z.string().max(160),
  og_title: z.string().max(60),
  og_description: z.string().max(160),
  about_heading: z.string().max(100),
  projects_heading: z.string().max(100),
  cta_label: z.string().max(50),
  hero_paragraph: z.string().max(500),
  about_paragraphs: paragraphs,
})

export const developerSeedSchema = z.array(
  z.object({
    slug,
    sort_order: z.number().int().min(0).max(9999),
    en: developerLocale,
    ar: developerLocale,
  }),
)

const projectLocale = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  key_info: z.string().min(1),
  location: z.string().min(1).max(120).optional(),
  whatsapp_message: z.string().optional(),
  hero_headline: z.string().optional(),
  hero_subheadline: z.string().optional(),
  location_paragraphs: paragraphs,
  location_highlights: z.array(
    z.object({ icon: z.enum(HIGHLIGHT_ICONS), label: z.string(), value: z.string() }),
  ),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })),
  seo_title: z.string().max(60).optional(),
  meta_description: z.string().max(160).optional(),
  og_title: z.string().max(60).optional(),
  og_description: z.string().max(160).optional(),
})

export const projectSeedSchema = z.array(
  z.object({
    slug,
    developer: slug,
    sort_order: z.number().int().min(0),
    status: z.enum(['draft', 'published']),
    is_active: z.boolean(),
    is_popular: z.boolean(),
    show_calculator: z.boolean(),
    show_exit_intent: z.boolean(),
    cross_sell: slug.optional(),
    deleted: z.boolean().optional(),
    seo: z.boolean().optional(),
    whatsapp_number: e164,
    contact_phone: e164,
    contact_email: z.email(),
    map_latitude: z.number().min(-90).max(90),
    map_longitude: z.number().min(-180).max(180),
    delivery_year: z.number().int().min(2000).max(2100).optional(),
    down_payment_percent: z.number().int().min(0).max(100).optional(),
    installment_years: z.number().int().min(0).max(30).optional(),
    en: projectLocale,
    ar: projectLocale,
  }),
)

/** A section's text, by its name in the project form (the lists and choices have no default). */
type SectionText = Exclude<
  { [K in keyof SectionValues]: SectionValues[K] extends string ? K : never }[keyof SectionValues],
  'crossSellProjectId'
>

const isSectionField = (key: string) => key in projectSectionsSchema.shape

/** Every project's section texts until its own are written, by their names in the form. */
export const sectionDefaultsSchema = z
  .record(
    z.enum(['en', 'ar']),
    z.record(z.string().refine(isSectionField, 'not a project section field'), z.string()),
  )
  .transform((defaults) => defaults as Record<'en' | 'ar', Partial<Record<SectionText, string>>>)

const unitLocale = z.object({
  title: z.string().min(1),
  description: z.string(),
  price_label: z.string(),
})

export const unitSeedSchema = z.array(
  z.object({
    project: slug,
    slug,
    unit_type: z.string().min(1),
    area_sqm: z.number().int().min(1),
    bedrooms: z.number().int().min(0),
    availability_status: z.enum(['available', 'sold', 'reserved']),
    status: z.enum(['draft', 'published']),
    is_active: z.boolean(),
    sort_order: z.number().int().min(0),
    /** Whole EGP; null: price on request. */
    price_egp: z.number().int().min(0).nullable(),
    en: unitLocale,
    ar: unitLocale,
  }),
)

export type DeveloperSeed = z.infer<typeof developerSeedSchema>[number]
export type ProjectSeed = z.infer<typeof projectSeedSchema>[number]
export type UnitSeed = z.infer<typeof unitSeedSchema>[number]
export type SectionDefaults = z.infer<typeof sectionDefaultsSchema>
