import 'server-only'
import { and, count, eq, isNull } from 'drizzle-orm'
import { authorize } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'

/** The sidebar's "new leads": New and nobody's yet. Null for callers who may not see leads. */
export async function countNewUnassigned(): Promise<number | null> {
  if (!(await authorize('leads')).ok) return null
  return queryNewUnassigned()
}

/** The count itself (read from the stage index alone); for callers that checked the role. */
export async function queryNewUnassigned(): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, 'new'), isNull(leads.assigneeId)))
  return row?.total ?? 0
}
