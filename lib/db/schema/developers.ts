import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { deletedAt, deletedBy, id, isLive, timestamps } from './columns'
import { mediaRef } from './media'
import { developerStatusEnum, localeEnum } from './enums'

export const developers = pgTable(
  'developers',
  {
    id: id(),
    slug: varchar('slug', { length: 50 }).notNull(),
    logoMediaId: mediaRef('logo_media_id').notNull(),
    heroMediaId: mediaRef('hero_media_id'),
    basePath: varchar('base_path', { length: 100 }),
    seoCanonicalUrl: text('seo_canonical_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: developerStatusEnum('status').notNull().default('draft'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
    ...timestamps,
  },
  (t) => [
    check('developers_slug_format', sql`${t.slug} ~ '^[a-z0-9-]+$'`),
    check('developers_sort_order_range', sql`${t.sortOrder} BETWEEN 0 AND 9999`),
    uniqueIndex('developers_slug_live_key').on(t.slug).where(isLive),
    index('developers_public_idx').on(t.isActive, t.status, t.sortOrder).where(isLive),
  ],
).enableRLS()

export const developerTranslations = pgTable(
  'developer_translations',
  {
    id: id(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: varchar('slug', { length: 50 }),
    name: varchar('name', { length: 100 }).notNull(),
    tagline: varchar('tagline', { length: 200 }),
    description: varchar('description', { length: 1000 }),
    seoTitle: varchar('seo_title', { length: 60 }),
    metaDescription: varchar('meta_description', { length: 160 }),
    ogTitle: varchar('og_title', { length: 60 }),
    ogDescription: varchar('og_description', { length: 160 }),
    aboutHeading: varchar('about_heading', { length: 100 }),
    projectsHeading: varchar('projects_heading', { length: 100 }),
    ctaLabel: varchar('cta_label', { length: 50 }),
    heroParagraph: varchar('hero_paragraph', { length: 500 }),
    aboutParagraphs: text('about_paragraphs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('developer_translations_developer_locale_key').on(t.developerId, t.locale),
    check('developer_translations_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
).enableRLS()
