import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { deletedAt, deletedBy, id, isLive, timestamps } from './columns'
import { developers } from './developers'
import { localeEnum, publishStatusEnum } from './enums'
import { media, mediaRef } from './media'

export const projects = pgTable(
  'projects',
  {
    id: id(),
    slug: varchar('slug', { length: 100 }).notNull(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'restrict' }),
    status: publishStatusEnum('status').notNull().default('draft'),
    isActive: boolean('is_active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    showCalculator: boolean('show_calculator').notNull().default(true),
    showExitIntent: boolean('show_exit_intent').notNull().default(true),
    // Images from the media library (restrict: an item in use cannot be deleted).
    logoMediaId: mediaRef('logo_media_id').notNull(),
    thumbnailMediaId: mediaRef('thumbnail_media_id').notNull(),
    heroMediaId: mediaRef('hero_media_id'),
    logoLargeMediaId: mediaRef('logo_large_media_id'),
    masterplanMediaId: mediaRef('masterplan_media_id'),
    basePath: varchar('base_path', { length: 100 }).notNull(),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    contactEmail: varchar('contact_email', { length: 255 }),
    mapLatitude: doublePrecision('map_latitude'),
    mapLongitude: doublePrecision('map_longitude'),
    // The offer in short, shown above the fold: handover year and the usual payment plan.
    deliveryYear: integer('delivery_year'),
    downPaymentPercent: integer('down_payment_percent'),
    installmentYears: integer('installment_years'),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
    ...timestamps,
  },
  (t) => [
    check('projects_slug_format', sql`${t.slug} ~ '^[a-z0-9-]+$'`),
    check('projects_sort_order_min', sql`${t.sortOrder} >= 0`),
    check('projects_latitude_range', sql`${t.mapLatitude} BETWEEN -90 AND 90`),
    check('projects_longitude_range', sql`${t.mapLongitude} BETWEEN -180 AND 180`),
    check('projects_delivery_year_range', sql`${t.deliveryYear} BETWEEN 2000 AND 2100`),
    check('projects_down_payment_range', sql`${t.downPaymentPercent} BETWEEN 0 AND 100`),
    check('projects_installment_years_range', sql`${t.installmentYears} BETWEEN 0 AND 30`),
    uniqueIndex('projects_slug_live_key').on(t.slug).where(isLive),
    index('projects_public_idx').on(t.isActive, t.status, t.sortOrder).where(isLive),
    index('projects_developer_idx').on(t.developerId, t.sortOrder).where(isLive),
  ],
).enableRLS()

export const projectTranslations = pgTable(
  'project_translations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    keyInfo: text('key_info').notNull(),
    /** Where the project is, in a few words ("Fifth Settlement, New Cairo"). */
    location: varchar('location', { length: 120 }),
    /** The chat link's pre-filled message in this language. */
    whatsappMessage: text('whatsapp_message'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_translations_project_locale_key').on(t.projectId, t.locale),
    check('project_translations_title_not_blank', sql`btrim(${t.title}) <> ''`),
  ],
).enableRLS()

export type LocationHighlight = { icon: string; label: string; value: string }
export type Faq = { question: string; answer: string }

export const projectSections = pgTable(
  'project_sections',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    heroHeadline: text('hero_headline'),
    heroSubheadline: text('hero_subheadline'),
    heroCtaLabel: varchar('hero_cta_label', { length: 50 }),
    unitsHeading: varchar('units_heading', { length: 100 }),
    unitsSubheading: text('units_subheading'),
    midCtaHeadline: text('mid_cta_headline'),
    midCtaDescription: text('mid_cta_description'),
    midCtaButtonLabel: varchar('mid_cta_button_label', { length: 50 }),
    masterplanHeading: varchar('masterplan_heading', { length: 100 }),
    masterplanDescription: text('masterplan_description'),
    locationHeading: varchar('location_heading', { length: 100 }),
    locationParagraphs: text('location_paragraphs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationHighlights: jsonb('location_highlights')
      .$type<LocationHighlight[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    faqHeading: varchar('faq_heading', { length: 100 }),
    faqs: jsonb('faqs')
      .$type<Faq[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    calculatorHeading: varchar('calculator_heading', { length: 100 }),
    calculatorCta: varchar('calculator_cta', { length: 50 }),
    exitIntentHeading: varchar('exit_intent_heading', { length: 100 }),
    exitIntentMessage: text('exit_intent_message'),
    exitIntentCta: varchar('exit_intent_cta', { length: 50 }),
    footerCtaHeading: varchar('footer_cta_heading', { length: 100 }),
    footerCtaButton: varchar('footer_cta_button', { length: 50 }),
    footerText: text('footer_text'),
    formHeading: varchar('form_heading', { length: 100 }),
    formDescription: text('form_description'),
    formSubmitLabel: varchar('form_submit_label', { length: 50 }),
    ogTitle: varchar('og_title', { length: 60 }),
    ogDescription: varchar('og_description', { length: 160 }),
    seoTitle: varchar('seo_title', { length: 60 }),
    metaDescription: varchar('meta_description', { length: 160 }),
    crossSellEnabled: boolean('cross_sell_enabled').notNull().default(false),
    crossSellProjectId: uuid('cross_sell_project_id').references((): AnyPgColumn => projects.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_sections_project_locale_key').on(t.projectId, t.locale),
    check(
      'project_sections_highlights_is_array',
      sql`jsonb_typeof(${t.locationHighlights}) = 'array'`,
    ),
    check('project_sections_faqs_is_array', sql`jsonb_typeof(${t.faqs}) = 'array'`),
    check('project_sections_no_self_cross_sell', sql`${t.crossSellProjectId} <> ${t.projectId}`),
  ],
).enableRLS()

/** Structured data (JSON-LD inputs) per project and locale. */
export const projectSeo = pgTable(
  'project_seo',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    breadcrumbData: jsonb('breadcrumb_data').$type<Record<string, unknown>>(),
    organizationData: jsonb('organization_data').$type<Record<string, unknown>>(),
    realEstateListingData: jsonb('real_estate_listing_data').$type<Record<string, unknown>>(),
    faqData: jsonb('faq_data').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_seo_project_locale_key').on(t.projectId, t.locale)],
).enableRLS()

/** A project's photo gallery, in order; captions optional per language. */
export const projectGalleryItems = pgTable(
  'project_gallery_items',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    captionEn: varchar('caption_en', { length: 200 }),
    captionAr: varchar('caption_ar', { length: 200 }),
    ...timestamps,
  },
  (t) => [index('project_gallery_items_project_idx').on(t.projectId, t.sortOrder)],
).enableRLS()
