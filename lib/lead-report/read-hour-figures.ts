import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import type { ReportRange } from './report-range'
import { inRange, readResponsePercentiles, speedColumns, type SpeedFigures } from './report-sql'

export type HourFigures = SpeedFigures & { hour: number }

// The zone inline (not a parameter), so SELECT and GROUP BY are the same expression.
const cairoHour = sql<number>`extract(hour from ${leads.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::int`

const noLeads = (hour: number): HourFigures => ({
  hour,
  leads: 0,
  answered: 0,
  medianMinutes: null,
  p90Minutes: null,
  withTarget: 0,
  withinTarget: 0,
})

/** Speed to lead by the Cairo hour the lead arrived in: all 24 hours, 0 first. */
export async function readHourFigures(range: ReportRange, now: Date): Promise<HourFigures[]> {
  const [rows, percentiles] = await Promise.all([
    db()
      .select({ hour: cairoHour, ...speedColumns(now) })
      .from(leads)
      .where(inRange(range))
      .groupBy(cairoHour),
    readResponsePercentiles(range, cairoHour),
  ])
  const byHour = new Map(rows.map((row) => [row.hour, { ...row, ...percentiles(row.hour) }]))
  return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? noLeads(hour))
}
