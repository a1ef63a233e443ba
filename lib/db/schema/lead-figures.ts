import { bigint, date, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core'

/**
 * The lead report's and the admin home's figures per Cairo day of arrival, kept by triggers on
 * `leads` in the transaction of every change (supabase/migrations/…_lead_figures_triggers.sql):
 * one row per day, grouping (`dim`) and its value (`key`), so a range of days is summed from a
 * few rows a day instead of counting its leads. `npm run db:rebuild-figures` recounts them.
 * Every lead counts once in each grouping: 'rep' (assignee id), 'hour' (Cairo hour of arrival,
 * '0'-'23'), 'project' (id), 'source' (utm_source), 'campaign' (utm_campaign) and 'channel'
 * (the admin home's source: 'Google Ads click', the utm_source, or 'Direct'). Null: none.
 */
export const leadDayFigures = pgTable(
  'lead_day_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dim: varchar('dim', { length: 10 }).notNull(),
    key: text('key'),
    leads: integer('leads').notNull().default(0),
    /** With a first response. */
    answered: integer('answered').notNull().default(0),
    /** Stamped with a due time (the target is judged on these; see report-sql speedColumns). */
    withDue: integer('with_due').notNull().default(0),
    withinTarget: integer('within_target').notNull().default(0),
    /** Still New with no first response. */
    waitingNew: integer('waiting_new').notNull().default(0),
    /** Reached each stage (its time set, or standing at it or a later one). */
    contacted: integer('contacted').notNull().default(0),
    qualified: integer('qualified').notNull().default(0),
    viewing: integer('viewing').notNull().default(0),
    won: integer('won').notNull().default(0),
    /** EGP of the won ones. */
    wonValue: bigint('won_value', { mode: 'number' }).notNull().default(0),
    /** Answered step 2 on the lead itself (or a one-step booking): the admin home's funnel. */
    answeredOnLead: integer('answered_on_lead').notNull().default(0),
    /** With qualified_at / won_at set: the admin home's funnel counts the stamps. */
    qualifiedAt: integer('qualified_at').notNull().default(0),
    wonAt: integer('won_at').notNull().default(0),
  },
  (t) => [unique('lead_day_figures_key').on(t.day, t.dim, t.key).nullsNotDistinct()],
).enableRLS()

/**
 * Minutes to the first response per Cairo day of arrival, 'rep' and 'hour' grouping, as a
 * histogram the percentiles are read from: `bucket` is the bucket's first minute (a minute
 * wide below a day, an hour wide from there), with its leads and their exact sum of
 * microseconds, so a bucket of one value (or of equal ones) gives it back exactly.
 */
export const leadDayResponseMinutes = pgTable(
  'lead_day_response_minutes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dim: varchar('dim', { length: 10 }).notNull(),
    key: text('key'),
    bucket: integer('bucket').notNull(),
    leads: integer('leads').notNull().default(0),
    micros: bigint('micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('lead_day_response_minutes_key').on(t.day, t.dim, t.key, t.bucket).nullsNotDistinct(),
  ],
).enableRLS()
