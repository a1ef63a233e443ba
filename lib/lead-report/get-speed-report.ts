import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { readHourFigures, type HourFigures } from './read-hour-figures'
import { readMoneyFigures, type MoneyFigures } from './read-money-figures'
import { readRepFigures, type RepFigures } from './read-rep-figures'
import { readReportTotals, type ReportTotals } from './read-report-totals'
import type { ReportRange } from './report-range'

/** The manager's "Speed & money" report of the leads that arrived in a range. */
export type SpeedReport = MoneyFigures & {
  range: ReportRange
  totals: ReportTotals
  reps: RepFigures[]
  /** Cairo hours 0-23, every one present. */
  hours: HourFigures[]
}

/**
 * The report for staff with the leads permission: a handful of grouped queries side by side,
 * each over the range's leads only.
 */
export async function getSpeedReport({
  viewer,
  range,
  now = new Date(),
}: {
  viewer: Viewer
  range: ReportRange
  now?: Date
}): Promise<SpeedReport> {
  requirePermission(viewer, 'teamLeads')
  const [totals, reps, hours, money] = await Promise.all([
    readReportTotals(range, now),
    readRepFigures(range, now),
    readHourFigures(range, now),
    readMoneyFigures(range),
  ])
  return { range, totals, reps, hours, ...money }
}
