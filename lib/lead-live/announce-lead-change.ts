import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { LEAD_CHANNEL, type LeadChange } from './lead-change'

/**
 * Tells every open inbox (all instances) about a lead change. Pass the change's transaction:
 * NOTIFY is delivered on commit, so nobody hears of a lead that was not stored.
 */
export async function announceLeadChange(q: Queryable, change: LeadChange): Promise<void> {
  await q.execute(sql`select pg_notify(${LEAD_CHANNEL}, ${JSON.stringify(change)})`)
}
