import 'server-only'
import { and, count, isNotNull, notInArray } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'

/**
 * How many open (not won, not lost) leads each assignee holds: what a deactivation moves
 * (Staff, admin only).
 */
export async function countOpenLeads({ viewer }: { viewer: Viewer }): Promise<Map<string, number>> {
  requirePermission(viewer, 'administration')
  const rows = await db()
    .select({ assigneeId: leads.assigneeId, open: count() })
    .from(leads)
    .where(and(isNotNull(leads.assigneeId), notInArray(leads.status, ['won', 'lost'])))
    .groupBy(leads.assigneeId)
  return new Map(rows.map((row) => [row.assigneeId!, row.open]))
}
