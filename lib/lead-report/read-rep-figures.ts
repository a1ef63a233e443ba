import 'server-only'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, users } from '@/lib/db/schema'
import type { ReportRange } from './report-range'
import {
  inRange,
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

/** Speed and funnel per assignee, the busiest first. */
export async function readRepFigures(range: ReportRange, now: Date): Promise<RepFigures[]> {
  const speed = speedColumns(now)
  return db()
    .select({ assigneeId: leads.assigneeId, name: users.name, ...speed, ...stageColumns() })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(inRange(range))
    .groupBy(leads.assigneeId, users.name)
    .orderBy(desc(speed.leads), sql`${users.name} asc nulls last`, asc(leads.assigneeId))
    .limit(MAX_REPS)
}
