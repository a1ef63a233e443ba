import 'server-only'
import { inArray, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, users } from '@/lib/db/schema'
import type { ReportRange } from './report-range'
import {
  inRange,
  readResponsePercentiles,
  speedColumns,
  stageColumns,
  type SpeedFigures,
  type StageFigures,
} from './report-sql'

/** The reps listed at most (a team is a few people; the cap keeps the page bounded). */
const MAX_REPS = 100

export type RepFigures = SpeedFigures &
  StageFigures & {
    /** Null: the leads nobody has (never assigned, or their rep's account removed). */
    assigneeId: string | null
    name: string | null
  }

/**
 * Speed and funnel per assignee, the busiest first: counted per assignee id (no join, no sort
 * of the range's rows), named afterwards, percentiles beside it.
 */
export async function readRepFigures(range: ReportRange, now: Date): Promise<RepFigures[]> {
  const [groups, percentiles] = await Promise.all([
    db()
      .select({ assigneeId: leads.assigneeId, ...speedColumns(now), ...stageColumns() })
      .from(leads)
      .where(inRange(range))
      .groupBy(leads.assigneeId),
    readResponsePercentiles(range, sql`${leads.assigneeId} collate "C"`),
  ])
  const ids = groups.flatMap((group) => (group.assigneeId ? [group.assigneeId] : []))
  const names = new Map(
    ids.length
      ? (
          await db()
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((user) => [user.id, user.name])
      : [],
  )
  const reps = groups.map((group) => {
    // A removed account's leads are nobody's.
    const name = group.assigneeId ? (names.get(group.assigneeId) ?? null) : null
    return {
      ...group,
      assigneeId: name === null ? null : group.assigneeId,
      name,
      ...percentiles(group.assigneeId),
    }
  })
  return reps
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)) ||
        String(a.assigneeId).localeCompare(String(b.assigneeId)),
    )
    .slice(0, MAX_REPS)
}
