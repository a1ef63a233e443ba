import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/** Settings staff change in the admin portal, one JSON document per area ('leads', …). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()
