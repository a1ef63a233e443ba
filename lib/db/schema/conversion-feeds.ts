import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { id } from './columns'

/**
 * A stage's Google Ads conversion file at a stable address, for Google's Data Manager to fetch
 * on a schedule with HTTP Basic auth (lib/conversion-feeds). The password is random and kept
 * only as its SHA-256: it is shown once, when the feed is made. A revoked feed stays (the
 * activity log names it) but answers 404.
 */
export const conversionFeeds = pgTable(
  'conversion_feeds',
  {
    id: id(),
    /** The stage whose conversions the file holds (lib/lead-inbox/pipeline.ts CONVERSION_STAGES). */
    stage: varchar('stage', { length: 20 }).notNull(),
    username: varchar('username', { length: 60 }).notNull(),
    /** SHA-256 (hex) of the password: a 192-bit random secret needs no slow hash. */
    passwordHash: varchar('password_hash', { length: 64 }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversion_feeds_username_key').on(t.username),
    check(
      'conversion_feeds_stage_known',
      sql`${t.stage} in ('contacted', 'qualified', 'viewing', 'won')`,
    ),
  ],
).enableRLS()
