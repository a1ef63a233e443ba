import { sql } from 'drizzle-orm'
import {
  bigint,
  char,
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { AD_PLATFORMS, AD_SPEND_KINDS } from '@/lib/enums/ad-spend'
import { users } from './auth'
import { id } from './columns'

export const adPlatformEnum = pgEnum('ad_platform', AD_PLATFORMS)
export const adSpendKindEnum = pgEnum('ad_spend_kind', AD_SPEND_KINDS)

/**
 * What the ads cost (issue 37 §4): a day of a campaign from an imported report, or a month's
 * figure typed by hand. One row per kind, platform, campaign and day, so importing a report
 * again writes over the same rows (and, its values unchanged, writes nothing).
 */
export const adSpend = pgTable(
  'ad_spend',
  {
    id: id(),
    kind: adSpendKindEnum('kind').notNull(),
    platform: adPlatformEnum('platform').notNull(),
    /**
     * The campaign as leads name it in utm_campaign: Google's campaign id (the tracking
     * suffix's {campaignid}) when the report has it, else the campaign's name.
     */
    campaign: varchar('campaign', { length: 255 }).notNull(),
    /** The name the report gives (shown; leads tagged by name match it too). */
    campaignName: varchar('campaign_name', { length: 255 }).notNull(),
    /** The day; for a month's figure, the month's first day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The cost in EGP piastres (amount × rate, rounded once). */
    costPiastres: bigint('cost_piastres', { mode: 'number' }).notNull(),
    /** As the report said it: hundredths of its currency, the currency and EGP per unit. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 6 }).notNull(),
    /** SHA-256 of the imported file (null: typed by hand). */
    sourceHash: char('source_hash', { length: 64 }),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_spend_key_idx').on(t.kind, t.platform, t.campaign, t.day),
    // The report reads a range of days with what it sums (an index-only scan).
    index('ad_spend_day_idx').on(t.day, t.kind, t.platform, t.campaign, t.costPiastres),
    check('ad_spend_cost_min', sql`${t.costPiastres} >= 0 and ${t.amountCents} >= 0`),
    check('ad_spend_rate_positive', sql`${t.rate} > 0`),
    check('ad_spend_month_first_day', sql`${t.kind} = 'day' or extract(day from ${t.day}) = 1`),
  ],
).enableRLS()
