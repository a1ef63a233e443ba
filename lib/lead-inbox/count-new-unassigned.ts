import 'server-only'
import { and, count, eq, isNull } from 'drizzle-orm'
import { denialOf } from '@/lib/auth/denial-of'
import type { Viewer } from '@/lib/auth/get-viewer'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { leadScopeOf } from './lead-scope'

/**
 * The sidebar's "new leads": New and nobody's yet, read from the stage index alone. Null for a
 * viewer who may not see them (the sidebar shows no count rather than refusing the page).
 */
export async function countNewUnassigned({ viewer }: { viewer: Viewer }): Promise<number | null> {
  if (denialOf(viewer, 'leads')) return null
  const scope = await leadScopeOf(viewer)
  if (!scope.all && !scope.claim) return null
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, 'new'), isNull(leads.assigneeId)))
  return row?.total ?? 0
}
