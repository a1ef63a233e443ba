import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { readHourFigures, type HourFigures } from './read-hour-figures'
import { readMoneyFigures, type MoneyFigures } from './read-money-figures'
import { readRepFigures, type RepFigures } from './read-rep-figures'
import { readReportTotals, type ReportTotals } from './read-report-totals'
import { readSpendReturns, type SpendReturns } from './read-spend-returns'
import type { ReportRange } from './report-range'

/** The manager's "Speed & money" report of the leads that arrived in a range. */
export type SpeedReport = MoneyFigures & {
  range: ReportRange
  totals: ReportTotals
  reps: RepFigures[]
  /** Cairo hours 0-23, every one present. */
  hours: HourFigures[]
  /** Ad spend per campaign and platform, and what it returned. */
  spend: SpendReturns
}

/**
 * The report for staff with the leads permission: a handful of grouped queries side by side,
 * each over the range's leads only.
 */
export async function readSpeedReport({
  viewer,
  range,
  now = new Date(),
}: {
  viewer: Viewer
  range: ReportRange
  now?: Date
}): Promise<SpeedReport> {
  requirePermission(viewer, 'teamLeads')
  // Projects and reps named in the viewer's language.
  const locale = viewer.locale ?? 'en'
  const [totals, reps, hours, money, spend] = await Promise.all([
    readReportTotals(range, now),
    readRepFigures(range, now, locale),
    readHourFigures(range, now),
    readMoneyFigures(range, locale),
    readSpendReturns(range),
  ])
  return { range, totals, reps, hours, ...money, spend }
}
