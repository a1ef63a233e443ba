import { addDays, cairoDay, fromCairoWallTime } from '@/lib/i18n/business-time'

/** The report's days: Cairo calendar days, both inclusive ("2032-05-01" to "2032-05-31"). */
export type ReportRange = { from: string; to: string }

export const DEFAULT_DAYS = 30
/** A year and a day at most: the queries read every lead of the range. */
export const MAX_DAYS = 366
export const QUICK_DAYS = [7, 30, 90] as const

type Params = Record<string, string | string[] | undefined>

const DAY = /^(\d{4})-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

/** The range's length in days, both ends counted. */
export const rangeDays = ({ from, to }: ReportRange) =>
  Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY_MS) + 1

/**
 * A day that exists (not 2032-02-30), in years 2000-2999: no lead is older, and the date
 * arithmetic stays within four-digit years.
 */
function dayParam(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  const match = text ? DAY.exec(text) : null
  if (!text || !match || +match[1]! < 2000 || +match[1]! > 2999) return null
  return addDays(text, 0) === text ? text : null
}

/** The last `days` Cairo days, today included. */
export function lastDays(days: number, now = new Date()): ReportRange {
  const to = cairoDay(now)
  return { from: addDays(to, -(days - 1)), to }
}

/**
 * The range an address asks for (?from=YYYY-MM-DD&to=YYYY-MM-DD). A malformed day is ignored
 * (a missing From is 30 days before To, a missing To is today), the ends are swapped when
 * reversed, and a range longer than MAX_DAYS keeps its last MAX_DAYS days.
 */
export function parseReportRange(params: Params, now = new Date()): ReportRange {
  const from = dayParam(params.from)
  const to = dayParam(params.to)
  if (!from && !to) return lastDays(DEFAULT_DAYS, now)
  let range: ReportRange = {
    from: from ?? addDays(to!, -(DEFAULT_DAYS - 1)),
    to: to ?? cairoDay(now),
  }
  if (range.from > range.to) range = { from: range.to, to: range.from }
  if (rangeDays(range) > MAX_DAYS) range = { ...range, from: addDays(range.to, -(MAX_DAYS - 1)) }
  return range
}

/** The moments the range covers: from the start of From to the start of the day after To. */
export function rangeBounds(range: ReportRange): { start: Date; end: Date } {
  return {
    start: fromCairoWallTime(range.from)!,
    end: fromCairoWallTime(addDays(range.to, 1))!,
  }
}

export const reportHref = (range: ReportRange) =>
  `/admin/leads/report?from=${range.from}&to=${range.to}`
