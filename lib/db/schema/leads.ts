import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { localeEnum } from './enums'
import { projects } from './projects'

export const leadSourceEnum = pgEnum('lead_source', ['consultation', 'project'])
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed'])

/** Every enquiry a visitor sends, with where it came from (ads click ids, UTM, landing page). */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    source: leadSourceEnum('source').notNull(),
    formId: varchar('form_id', { length: 50 }).notNull(),
    locale: localeEnum('locale').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    /** Project lead form: the Egyptian mobile in local (01…) and international (+201…) form. */
    mobileLocal: varchar('mobile_local', { length: 11 }),
    mobileInternational: varchar('mobile_international', { length: 13 }),
    howSoon: varchar('how_soon', { length: 20 }),
    unitInterest: varchar('unit_interest', { length: 200 }),
    preferredChannel: varchar('preferred_channel', { length: 10 }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** Set when step 2 of the project lead form completes the lead step 1 created. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Repeat enquiries (same mobile, same project, within 30 days) count here, not as new leads. */
    enquiryCount: integer('enquiry_count').notNull().default(1),
    lastEnquiryAt: timestamp('last_enquiry_at', { withTimezone: true }).notNull().defaultNow(),
    preferredArea: varchar('preferred_area', { length: 100 }),
    budgetRange: varchar('budget_range', { length: 50 }),
    notes: text('notes'),
    gclid: varchar('gclid', { length: 255 }),
    gbraid: varchar('gbraid', { length: 255 }),
    wbraid: varchar('wbraid', { length: 255 }),
    utmSource: varchar('utm_source', { length: 255 }),
    utmMedium: varchar('utm_medium', { length: 255 }),
    utmCampaign: varchar('utm_campaign', { length: 255 }),
    utmTerm: varchar('utm_term', { length: 255 }),
    utmContent: varchar('utm_content', { length: 255 }),
    /** Sent by the form with each submission, so a double click or a retry stores one lead. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    landingPage: varchar('landing_page', { length: 2048 }),
    referrer: varchar('referrer', { length: 2048 }),
    ...timestamps,
  },
  (t) => [
    check('leads_full_name_not_blank', sql`btrim(${t.fullName}) <> ''`),
    check('leads_notes_max', sql`char_length(${t.notes}) <= 1000`),
    index('leads_created_at_idx').on(t.createdAt),
    uniqueIndex('leads_idempotency_key').on(t.idempotencyKey),
    index('leads_project_mobile_idx').on(t.projectId, t.mobileLocal, t.createdAt),
  ],
).enableRLS()

/**
 * Messages to send (lead notifications, password resets), written in the same transaction as
 * the record they are about, so nothing is announced that was not stored and nothing stored
 * goes unannounced. A worker sends them with retries.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    kind: varchar('kind', { length: 50 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a worker claimed it for sending; null once that attempt ended (sent or failed). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
).enableRLS()

/** Fixed-window request counters (per client address and action), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}).enableRLS()
