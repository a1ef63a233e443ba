import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { LEAD_CHANNEL } from './lead-change'

/**
 * announceLeadChange as an SQL expression, for a statement that stores new leads (with their
 * rep, if any): the NOTIFY rides in the insert itself.
 */
export const newLeadNotice = (leadId: SQL, assigneeId: SQL = sql`null`) =>
  sql`pg_notify(${LEAD_CHANNEL}, json_build_object('leadId', ${leadId}, 'kind', 'new', 'assigneeId', ${assigneeId})::text)`
