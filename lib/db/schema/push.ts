import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { id } from './columns'
import { leads } from './leads'

/**
 * A browser (a phone, a laptop) that takes a staff member's push messages. The endpoint is the
 * push service's address for it: one browser is one endpoint, so signing in there as someone
 * else moves it to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what a message is sealed to. */
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 50 }).notNull(),
    /** Browser and system names read from the user agent, so a person tells devices apart. */
    device: varchar('device', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
).enableRLS()

/** A staff member's own push choices; no row: on, at any hour. */
export const pushSettings = pgTable('push_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** Quiet outside business hours (Settings › Leads): nothing is pushed then. */
  quietHours: boolean('quiet_hours').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

/**
 * A push to send: one lead, one person (all their devices). Ids only: the text is written when
 * it is sent, in the person's language. Deleted once done; kept with failed_at when given up.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The subscriptions an earlier attempt reached: a retry leaves them out. */
    delivered: jsonb('delivered').$type<string[]>().notNull().default([]),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`failed_at IS NULL`),
    index('push_messages_lead_idx').on(t.leadId),
  ],
).enableRLS()
