import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { LEAD_CHANNEL, type LeadChange } from './lead-change'

/**
 * Tells every open inbox (all instances) about lead changes, in one statement. Pass the
 * changes' transaction: NOTIFY is delivered on commit, so nobody hears of a lead not stored.
 */
export async function announceLeadChange(
  q: Queryable,
  ...changes: [LeadChange, ...LeadChange[]]
): Promise<void> {
  await q.execute(
    sql`select pg_notify(${LEAD_CHANNEL}, change::text)
        from jsonb_array_elements(${JSON.stringify(changes)}::jsonb) as change`,
  )
}
