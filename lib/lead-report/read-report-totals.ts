import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import type { ReportRange } from './report-range'
import {
  inRange,
  readResponsePercentiles,
  speedColumns,
  stageColumns,
  type SpeedFigures,
  type StageFigures,
} from './report-sql'

export type ReportTotals = SpeedFigures &
  StageFigures & {
    /** Still New with no Call or WhatsApp logged. */
    waitingNew: number
  }

/** The range's speed to lead and funnel: one pass over its leads, the percentiles beside it. */
export async function readReportTotals(range: ReportRange, now: Date): Promise<ReportTotals> {
  const [[row], percentiles] = await Promise.all([
    db()
      .select({
        ...speedColumns(now),
        ...stageColumns(),
        waitingNew: sql<number>`count(*) filter (where ${leads.status} = 'new' and ${leads.firstResponseAt} is null)::int`,
      })
      .from(leads)
      .where(inRange(range)),
    readResponsePercentiles(range, null),
  ])
  // An aggregate without GROUP BY always answers one row.
  return { ...row!, ...percentiles(null) }
}
