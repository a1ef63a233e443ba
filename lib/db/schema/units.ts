import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { availabilityEnum, localeEnum, publishStatusEnum } from './enums'
import { projects } from './projects'

export const projectUnits = pgTable(
  'project_units',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 100 }).notNull(),
    unitType: varchar('unit_type', { length: 50 }).notNull(),
    areaSqm: integer('area_sqm'),
    bedrooms: integer('bedrooms'),
    availabilityStatus: availabilityEnum('availability_status').notNull().default('available'),
    status: publishStatusEnum('status').notNull().default('draft'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    imageMediaId: mediaRef('image_media_id'),
    /** An image or a PDF. */
    floorplanMediaId: mediaRef('floorplan_media_id'),
    /** Prices in whole Egyptian pounds, formatted per language on the site. */
    priceEgp: bigint('price_egp', { mode: 'number' }),
    downPaymentEgp: bigint('down_payment_egp', { mode: 'number' }),
    monthlyInstallmentEgp: bigint('monthly_installment_egp', { mode: 'number' }),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
    ...timestamps,
  },
  (t) => [
    check('project_units_slug_format', sql`${t.slug} ~ '^[a-z0-9-]+$'`),
    check('project_units_unit_type_not_blank', sql`btrim(${t.unitType}) <> ''`),
    check('project_units_area_min', sql`${t.areaSqm} >= 1`),
    check('project_units_bedrooms_min', sql`${t.bedrooms} >= 0`),
    check('project_units_sort_order_min', sql`${t.sortOrder} >= 0`),
    check(
      'project_units_prices_min',
      sql`${t.priceEgp} >= 0 AND ${t.downPaymentEgp} >= 0 AND ${t.monthlyInstallmentEgp} >= 0`,
    ),
    uniqueIndex('project_units_project_slug_live_key').on(t.projectId, t.slug).where(isLive),
    index('project_units_public_idx').on(t.projectId, t.isActive, t.sortOrder).where(isLive),
    // Admin unit list (spec §2): its first pages read 20 rows in list order, not sort them all.
    index('project_units_admin_list_idx').on(t.sortOrder, t.slug, t.id).where(isLive),
  ],
).enableRLS()

export const unitTranslations = pgTable(
  'unit_translations',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => projectUnits.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    priceLabel: varchar('price_label', { length: 100 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('unit_translations_unit_locale_key').on(t.unitId, t.locale),
    check('unit_translations_title_not_blank', sql`btrim(${t.title}) <> ''`),
  ],
).enableRLS()
