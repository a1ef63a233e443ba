import 'server-only'
import { and, isNotNull, sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, users } from '@/lib/db/schema'
import type { ReportRange } from './report-range'
import {
  inRange,
  percentilesSql,
  readPercentiles,
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
 * of the range's rows), named from the accounts, percentiles beside it.
 */
export async function readRepFigures(range: ReportRange, now: Date): Promise<RepFigures[]> {
  // Every account (a few dozen at most), so the percentiles need not wait for the counts: the
  // two reads run side by side (on PostgreSQL, two connections). A lead's assignee is always an
  // account (removing one sets its leads' assignee to null).
  const named = await db().select({ id: users.id, name: users.name }).from(users)
  const [groups, percentiles] = await Promise.all([
    db()
      .select({ assigneeId: leads.assigneeId, ...speedColumns(now), ...stageColumns() })
      .from(leads)
      .where(inRange(range))
      .groupBy(leads.assigneeId),
    readRepPercentiles(
      range,
      named.map((user) => user.id),
    ),
  ])
  const names = new Map(named.map((user) => [user.id, user.name]))
  const reps = groups.map((group) => {
    // A removed account's leads are nobody's.
    const name = group.assigneeId ? (names.get(group.assigneeId) ?? null) : null
    return {
      ...group,
      assigneeId: name === null ? null : group.assigneeId,
      name,
      ...(percentiles.get(group.assigneeId ?? '') ?? readPercentiles(null)),
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

/**
 * Each rep's first-response percentiles, one index range per rep (leads_assignee_created_idx):
 * sorting each rep's minutes alone costs a fraction of sorting the range by rep first. The
 * leads nobody has are under ''.
 */
async function readRepPercentiles(range: ReportRange, ids: string[]) {
  const answered = and(inRange(range), isNotNull(leads.firstResponseAt))
  const ofRep = (rep: SQL) =>
    sql`(select ${percentilesSql} from ${leads} where ${answered} and ${rep})`
  const result = (await db().execute(sql`
    select reps.id, ${ofRep(sql`${leads.assigneeId} = reps.id`)} as percentiles
    from unnest(${sql.param(ids)}::text[]) as reps(id)
    union all
    select '', ${ofRep(sql`${leads.assigneeId} is null`)}`)) as unknown as {
    rows: { id: string; percentiles: (number | string)[] | null }[]
  }
  return new Map(result.rows.map((row) => [row.id, readPercentiles(row.percentiles)]))
}
