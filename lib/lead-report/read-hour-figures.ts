import 'server-only'
import type { ReportRange } from './report-range'
import {
  readPendingTargets,
  readRangeFigures,
  readResponsePercentiles,
  speedOf,
  type SpeedFigures,
} from './report-sql'

export type HourFigures = SpeedFigures & { hour: number }

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
  const [rows, pending, percentiles] = await Promise.all([
    readRangeFigures(range, 'hour'),
    readPendingTargets(range, now),
    readResponsePercentiles(range, 'hour'),
  ])
  const byHour = new Map(
    rows.map((row) => {
      const hour = Number(row.key)
      return [hour, { hour, ...speedOf(row, pending.ofHour(hour)), ...percentiles(hour) }]
    }),
  )
  return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? noLeads(hour))
}
