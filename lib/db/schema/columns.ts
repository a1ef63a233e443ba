import { sql } from 'drizzle-orm'
import { text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const id = () => uuid('id').primaryKey().defaultRandom()

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

export const deletedAt = () => timestamp('deleted_at', { withTimezone: true })

/** Who moved the row to the trash (shown there); kept when the account goes. */
export const deletedBy = () =>
  text('deleted_by').references(() => users.id, { onDelete: 'set null' })

/** Partial-index predicate shared by every "live rows only" index. */
export const isLive = sql`deleted_at IS NULL`
