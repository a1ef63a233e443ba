import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { leadSources } from '@/lib/enums/lead-statuses'
import { outboxStatuses } from '@/lib/enums/outbox-statuses'
import { users } from './auth'
import { id, timestamps } from './columns'
import { leadLostReasonEnum, leadStatusEnum, localeEnum } from './enums'
import { projects } from './projects'
import { searchTextSql } from './search-columns'

export const leadSourceEnum = pgEnum('lead_source', leadSources)
export const outboxStatusEnum = pgEnum('outbox_status', outboxStatuses)

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
    /**
     * The person's number as one key (lib/validation/phone.ts leadPhoneForms): an Egyptian
     * mobile in local form (01…), any other number in E.164 (+971…); and in E.164 (+201…).
     */
    mobileLocal: varchar('mobile_local', { length: 16 }),
    mobileInternational: varchar('mobile_international', { length: 16 }),
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
    /**
     * The columns above (click ids aside) hold the last non-direct touch, which the report
     * counts; this is the visitor's first arrival within 90 days (lib/leads/attribution.ts).
     */
    firstTouch: jsonb('first_touch').$type<Record<string, string | null>>(),
    /** When the last touch happened (its landing), as the browser recorded it. */
    lastTouchAt: timestamp('last_touch_at', { withTimezone: true }),
    // The sales pipeline (staff work the lead in the admin inbox).
    status: leadStatusEnum('status').notNull().default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the current assignee got the lead (null while nobody has it): re-routing counts its
     * minutes from here, and a merge of two reps' leads keeps the newer assignment's rep.
     */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** A returning person's new lead: the Won or Lost lead they came back from (re-enquiry). */
    reEnquiryOf: uuid('re_enquiry_of').references((): AnyPgColumn => leads.id, {
      onDelete: 'set null',
    }),
    /**
     * The first conversation (an outcome Reached or WhatsApp sent, at its attempt's time when it
     * was logged on one): speed to lead. A call that was not answered is no response.
     */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When the first response is due: the response target in business hours, stamped on arrival. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    /** Reminders sent for a late first response: 0 none, 1 the assignee, 2 the managers too. */
    chaseLevel: smallint('chase_level').notNull().default(0),
    /** What the rep does next and when ("call back Sunday 11:00"): Due today / Overdue. */
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
    nextActionNote: varchar('next_action_note', { length: 200 }),
    /** When the lead first left New: time to first contact is contacted_at - created_at. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** When it reached each later stage; a stage undone (moved back) is cleared. */
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    viewingBookedAt: timestamp('viewing_booked_at', { withTimezone: true }),
    wonAt: timestamp('won_at', { withTimezone: true }),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    /** The viewing appointment itself. */
    viewingDate: timestamp('viewing_date', { withTimezone: true }),
    lostReason: leadLostReasonEnum('lost_reason'),
    lostNote: varchar('lost_note', { length: 500 }),
    /** The deal's value when won (the offline conversion's value). */
    wonValueEgp: bigint('won_value_egp', { mode: 'number' }),
    /** Set when an admin erased the personal data (the record stays for the statistics). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** What the inbox search matches: name and e-mail folded, then the phone numbers' digits. */
    searchText: text('search_text').generatedAlwaysAs(searchTextSql),
    /** Came with a Google Ads click id (gclid, gbraid or wbraid): the inbox filters on it. */
    hasClickId: boolean('has_click_id').generatedAlwaysAs(
      sql`gclid IS NOT NULL OR gbraid IS NOT NULL OR wbraid IS NOT NULL`,
    ),
    ...timestamps,
  },
  (t) => [
    check('leads_full_name_not_blank', sql`btrim(${t.fullName}) <> ''`),
    check('leads_notes_max', sql`char_length(${t.notes}) <= 1000`),
    check('leads_won_value_min', sql`${t.wonValueEgp} >= 0`),
    // Arrival order with what the lead report reads, so a range of days is counted, timed and
    // summed from the index alone (no table rows); any created_at range uses it.
    index('leads_created_report_idx').on(
      t.createdAt,
      t.assigneeId,
      t.status,
      t.firstResponseAt,
      t.responseDueAt,
      t.contactedAt,
      t.qualifiedAt,
      t.viewingBookedAt,
      t.wonAt,
      t.wonValueEgp,
      t.projectId,
      t.utmSource,
      t.utmCampaign,
    ),
    // A rep's leads of a range of days: the report's response percentiles per rep.
    index('leads_assignee_created_idx').on(t.assigneeId, t.createdAt, t.firstResponseAt),
    // The status tabs' counts of one project, and of the unassigned leads, from small ranges.
    index('leads_project_status_idx').on(t.projectId, t.status, t.createdAt),
    index('leads_unassigned_idx')
      .on(t.status, t.createdAt)
      .where(sql`assignee_id is null`),
    uniqueIndex('leads_idempotency_key').on(t.idempotencyKey),
    index('leads_project_mobile_idx').on(t.projectId, t.mobileLocal, t.createdAt),
    // One person across projects: automatic assignment gives them the rep they already have.
    index('leads_mobile_idx').on(t.mobileLocal, t.createdAt),
    // The inbox: a status tab, newest first. The other filter columns ride along so a tab's
    // count under a filter is read from the index alone (no table rows).
    index('leads_status_created_idx').on(
      t.status,
      t.createdAt,
      t.projectId,
      t.assigneeId,
      t.source,
      t.locale,
      t.hasClickId,
      t.utmSource,
    ),
    index('leads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Sorting by name, and a whole e-mail address searched as typed.
    index('leads_name_sort_idx').on(t.searchText, t.createdAt, t.id),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    // A Google Ads click id or a campaign pasted into the inbox search.
    index('leads_gclid_idx').on(t.gclid),
    index('leads_utm_campaign_idx').on(sql`lower(${t.utmCampaign})`),
    // New leads still waiting for a first response, by when it is due: Overdue, reminders.
    index('leads_awaiting_response_idx')
      .on(t.responseDueAt)
      .where(sql`status = 'new' and first_response_at is null`),
    // Leads past New not answered, by when the answer is due: with the New ones
    // (leads_awaiting_response_idx), the few still inside their target, which the report's
    // "within target" leaves out (lead_day_figures counts every lead with a due time). Apart
    // from New, so the inbox's Overdue (New only) keeps its own index.
    index('leads_response_pending_idx')
      .on(t.responseDueAt)
      .where(sql`first_response_at is null and status <> 'new'`),
    // The viewings of a day: the morning digest. Not partial on the stage: PostgreSQL then chose
    // it for every count of the Viewing tab under a filter, reading the table (210 ms at a
    // million leads, where the stage index alone takes 17).
    index('leads_viewing_date_idx')
      .on(t.viewingDate)
      .where(sql`viewing_date is not null`),
    // Assigned New leads still waiting for a first response, by when their rep got them:
    // re-routing's candidates.
    index('leads_reroute_idx')
      .on(t.assignedAt)
      .where(
        sql`status = 'new' and first_response_at is null and assignee_id is not null and erased_at is null`,
      ),
    // Open leads' next actions: Due today, Overdue, the morning digest.
    index('leads_next_action_idx')
      .on(t.nextActionAt)
      .where(sql`next_action_at is not null and status not in ('won', 'lost')`),
  ],
).enableRLS()

/** The lead's timeline: status changes, assignments, notes, erasure, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, kept if the account is later removed. */
    actorEmail: varchar('actor_email', { length: 255 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
).enableRLS()

/**
 * A repeat enquiry on a lead (same mobile, same project, within 30 days): when, from which
 * page, and the contact details as given this time (they never replace the lead's own).
 */
export const leadEnquiries = pgTable(
  'lead_enquiries',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    formId: varchar('form_id', { length: 50 }).notNull(),
    locale: localeEnum('locale').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    gclid: varchar('gclid', { length: 255 }),
    gbraid: varchar('gbraid', { length: 255 }),
    wbraid: varchar('wbraid', { length: 255 }),
    utmSource: varchar('utm_source', { length: 255 }),
    utmMedium: varchar('utm_medium', { length: 255 }),
    utmCampaign: varchar('utm_campaign', { length: 255 }),
    landingPage: varchar('landing_page', { length: 2048 }),
    referrer: varchar('referrer', { length: 2048 }),
    // Step 2 of this enquiry, kept here: a repeat never rewrites what the lead first said.
    howSoon: varchar('how_soon', { length: 20 }),
    unitInterest: varchar('unit_interest', { length: 200 }),
    preferredChannel: varchar('preferred_channel', { length: 10 }),
    notes: text('notes'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set on the enquiry a merged lead became: its project, and the lead it was. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    mergedFromLeadId: uuid('merged_from_lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_enquiries_lead_idx').on(t.leadId, t.createdAt),
    // The repeats of a recent window that answered step 2: the admin home's funnel (the rest of
    // its figures come from lead_day_figures).
    index('lead_enquiries_completed_idx')
      .on(t.createdAt, t.leadId)
      .where(sql`completed_at is not null`),
  ],
).enableRLS()

/**
 * Two leads of one person merged: the merged lead's row as it was, and what moved, so an
 * unmerge puts everything back. Erasing the lead's personal data deletes these.
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    mergedLeadId: uuid('merged_lead_id').notNull(),
    mergedLead: jsonb('merged_lead').$type<Record<string, unknown>>().notNull(),
    movedEventIds: jsonb('moved_event_ids').$type<string[]>().notNull(),
    movedEnquiryIds: jsonb('moved_enquiry_ids').$type<string[]>().notNull(),
    arrivalEnquiryId: uuid('arrival_enquiry_id').notNull(),
    mergedById: text('merged_by_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    unmergedAt: timestamp('unmerged_at', { withTimezone: true }),
  },
  (t) => [index('lead_merges_lead_idx').on(t.leadId, t.mergedAt)],
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
    /** The record the mail is about (a lead), so staff see its delivery beside it. */
    subjectId: uuid('subject_id'),
    ...timestamps,
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // The health check's backlog (pending and failed): sent rows, nearly all of them, stay out.
    index('outbox_messages_unsent_idx')
      .on(t.status, t.createdAt)
      .where(sql`status <> 'sent'`),
    index('outbox_messages_subject_idx')
      .on(t.subjectId, t.createdAt)
      .where(sql`subject_id IS NOT NULL`),
  ],
).enableRLS()

/**
 * Where each round-robin of automatic assignment stands ('all', or a project's own team): the
 * row is locked while a lead is given its rep, so concurrent leads take their turns one by one.
 */
export const leadRotations = pgTable('lead_rotations', {
  pool: varchar('pool', { length: 64 }).primaryKey(),
  lastAssigneeId: text('last_assignee_id'),
  /** Leads given out by this rotation so far: each assignment's turn number. */
  turns: bigint('turns', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

/** Who was reminded of a lead's late first response: each person once per lead. */
export const leadReminders = pgTable(
  'lead_reminders',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.userId] })],
).enableRLS()

/** The morning digest's runs: one per Cairo day, whichever instance gets there first. */
export const leadDigestRuns = pgTable('lead_digest_runs', {
  day: varchar('day', { length: 10 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

/** Fixed-window request counters (per client address and action), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}).enableRLS()
