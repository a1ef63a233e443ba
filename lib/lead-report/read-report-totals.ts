import 'server-only'
import type { ReportRange } from './report-range'
import {
  addFigures,
  readPendingTargets,
  readRangeFigures,
  readResponsePercentiles,
  speedOf,
  stagesOf,
  type SpeedFigures,
  type StageFigures,
} from './report-sql'

export type ReportTotals = SpeedFigures &
  StageFigures & {
    /** Still New with no Call or WhatsApp logged. */
    waitingNew: number
  }

/** The range's speed to lead and funnel: its days' figures summed, the percentiles beside. */
export async function readReportTotals(range: ReportRange, now: Date): Promise<ReportTotals> {
  const [rows, pending, percentiles] = await Promise.all([
    readRangeFigures(range, 'rep'),
    readPendingTargets(range, now),
    readResponsePercentiles(range, null),
  ])
  const total = addFigures(rows, 'rep')
  return {
    ...speedOf(total, pending.all),
    ...stagesOf(total),
    waitingNew: total.waitingNew,
    ...percentiles(null),
  }
}
