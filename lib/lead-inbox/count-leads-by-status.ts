import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { leadStatuses, type LeadStatus } from '@/lib/enums/lead-statuses'
import { cappedCountSql, COUNT_CAP, readCapped, type CappedCount } from './capped-count'
import type { LeadFilters } from './lead-filters'
import { leadScopeOf } from './lead-scope'
import { leadWhere } from './lead-where'

export type StatusCounts = Record<LeadStatus | 'all', CappedCount>

/**
 * How many leads each status tab holds under the view's other filters (up to 10,000+): one pass over at most 10,001 matching leads, grouped by stage: exact whenever the view
 * holds no more. A larger view is counted per stage, each up to the cap, from the stage index
 * alone (it carries the filter columns). With a text search, a larger view's stage counts stay
 * the lower bounds of the first pass ("+"): counting them further means reading every match.
 */
export async function countLeadsByStatus({
  viewer,
  filters,
}: {
  viewer: Viewer
  filters: LeadFilters
}): Promise<StatusCounts> {
  requirePermission(viewer, 'leads')
  const scope = await leadScopeOf(viewer)
  const where = leadWhere(filters, viewer.userId, { withStatus: false, scope })
  const sample = db()
    .select({ status: leads.status })
    .from(leads)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('sample')
  const grouped = await db()
    .select({ status: sample.status, total: sql<number>`count(*)::int` })
    .from(sample)
    .groupBy(sample.status)
  const seen = grouped.reduce((sum, row) => sum + row.total, 0)
  const byStatus = new Map(grouped.map((row) => [row.status, row.total]))
  if (seen <= COUNT_CAP || filters.q.trim()) {
    const truncated = seen > COUNT_CAP
    const counts = { all: readCapped(seen) } as StatusCounts
    for (const status of leadStatuses) {
      const total = byStatus.get(status) ?? 0
      counts[status] = { total: Math.min(total, COUNT_CAP), more: truncated }
    }
    return counts
  }
  const columns = Object.fromEntries(
    leadStatuses.map((status) => [status, cappedCountSql(and(eq(leads.status, status), where))]),
  ) as Record<LeadStatus, ReturnType<typeof cappedCountSql>>
  const [row] = await db()
    .select(columns)
    .from(sql`(select 1) as one`)
  const counts = { all: readCapped(seen) } as StatusCounts
  for (const status of leadStatuses) counts[status] = readCapped(Number(row?.[status] ?? 0))
  return counts
}
