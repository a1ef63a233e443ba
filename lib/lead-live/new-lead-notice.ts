import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { LEAD_CHANNEL } from './lead-change'

/**
 * announceLeadChange as an SQL expression, for a statement that stores new leads nobody was
 * given yet: the NOTIFY rides in the insert itself (no transaction around it needed).
 */
export const newLeadNotice = (leadId: SQL) =>
  sql`pg_notify(${LEAD_CHANNEL}, json_build_object('leadId', ${leadId}, 'kind', 'new', 'assigneeId', null)::text)`
