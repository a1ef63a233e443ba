import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { activityLog } from '@/lib/db/schema'

/**
 * Counts go this far and no further: past it the exact number helps nobody, and counting a
 * log that only grows would cost a full scan on every page. A view shows "10,000+".
 */
export const ACTIVITY_COUNT_CAP = 10_000

/** How many entries match, up to the cap; `more` when there are more than that. */
export async function countActivity(
  where: SQL | undefined,
): Promise<{ total: number; more: boolean }> {
  const [row] = await db()
    .select({
      counted: sql<number>`(select count(*)::int from (select 1 from ${activityLog} ${where ? sql`where ${where}` : sql``} limit ${ACTIVITY_COUNT_CAP + 1}) as matches)`,
    })
    .from(sql`(select 1) as one`)
  const counted = Number(row?.counted ?? 0)
  return { total: Math.min(counted, ACTIVITY_COUNT_CAP), more: counted > ACTIVITY_COUNT_CAP }
}
