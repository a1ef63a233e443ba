import 'server-only'
import { and, count, eq, isNull, or } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { leadScopeOf, type LeadWorker } from './lead-scope'

/**
 * New leads waiting for this staff member: theirs or nobody's yet (the inbox's tab title), the
 * latter only where they may take them. Read from the stage index alone; for callers that
 * checked the role.
 */
export async function countMyNewLeads(worker: LeadWorker): Promise<number> {
  const scope = await leadScopeOf(worker)
  const nobodys = scope.all || scope.claim ? isNull(leads.assigneeId) : undefined
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, 'new'), or(eq(leads.assigneeId, worker.userId), nobodys)))
  return row?.total ?? 0
}
