import 'server-only'
import { and, count, eq, isNull, or } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'

/**
 * New leads waiting for this staff member: theirs or nobody's yet (the inbox's tab title).
 * Read from the stage index alone; for callers that checked the role.
 */
export async function countMyNewLeads(userId: string): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, 'new'), or(eq(leads.assigneeId, userId), isNull(leads.assigneeId))))
  return row?.total ?? 0
}
