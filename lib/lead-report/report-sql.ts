import 'server-only'
import { and, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { firstResponseMinutesSql } from '@/lib/lead-inbox/first-response'
import { PIPELINE, STAGE_COLUMN, type ConversionStage } from '@/lib/lead-inbox/pipeline'
import { rangeBounds, type ReportRange } from './report-range'

// The SQL the report's queries share, so every table counts a lead the same way.

/** The range's leads by arrival: every report query filters on it (leads_created_report_idx). */
export function inRange(range: ReportRange) {
  const { start, end } = rangeBounds(range)
  return and(gte(leads.createdAt, start), lt(leads.createdAt, end))
}

/** Hundredths of a minute: enough for the page, and no float noise (84.00000000000001). */
const hundredths = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100

/**
 * Speed to lead, counted (hash aggregation, no sort). "Within target" is judged on leads
 * stamped with a due time (older leads have none) that were answered or are past it by `now`:
 * one still inside its target is neither. The percentiles come from readResponsePercentiles.
 */
export const speedColumns = (now: Date) => ({
  leads: sql<number>`count(*)::int`,
  answered: sql<number>`count(${leads.firstResponseAt})::int`,
  withTarget: sql<number>`count(*) filter (where ${leads.responseDueAt} is not null and (${leads.firstResponseAt} is not null or ${leads.responseDueAt} <= ${now.toISOString()}::timestamptz))::int`,
  withinTarget: sql<number>`count(*) filter (where ${leads.firstResponseAt} <= ${leads.responseDueAt})::int`,
})

export type ResponsePercentiles = { medianMinutes: number | null; p90Minutes: number | null }

/** The two percentiles of the answered leads under `where`, as one aggregate. */
export const percentilesSql = sql<
  (number | string)[] | null
>`percentile_cont(array[0.5, 0.9]) within group (order by ${firstResponseMinutesSql})`

export const readPercentiles = (
  value: (number | string)[] | null | undefined,
): ResponsePercentiles => ({
  medianMinutes: hundredths(value?.[0]),
  p90Minutes: hundredths(value?.[1]),
})

const NO_PERCENTILES: ResponsePercentiles = { medianMinutes: null, p90Minutes: null }

/**
 * Minutes to the first response below which half and nine in ten of the answered leads fall,
 * per group (`group`: an expression; null for the whole range). Its own narrow query: only the
 * answered leads' group and minutes are sorted (one percentile aggregate for both).
 */
export async function readResponsePercentiles(
  range: ReportRange,
  group: SQL | null,
): Promise<(key: string | number | null) => ResponsePercentiles> {
  const key = group ?? sql`null`
  const rows = await db()
    .select({
      key: sql<string | null>`(${key})::text`,
      percentiles: percentilesSql,
    })
    .from(leads)
    .where(and(inRange(range), isNotNull(leads.firstResponseAt)))
    .groupBy(sql`1`)
  const byKey = new Map(rows.map((row) => [row.key, readPercentiles(row.percentiles)]))
  return (value) => byKey.get(value === null ? null : String(value)) ?? NO_PERCENTILES
}

export type SpeedFigures = {
  leads: number
  answered: number
  medianMinutes: number | null
  p90Minutes: number | null
  withTarget: number
  withinTarget: number
}

/**
 * A lead reached a stage when its stage time is set, or when it stands at that stage or a
 * later one. The pipeline (stageTimesAfter) stamps every earlier stage on a jump and keeps
 * them on Lost, so the time alone would do for leads moved in the inbox; the status covers
 * rows written otherwise (imports, seeds) at no cost.
 */
function reached(stage: ConversionStage) {
  const atOrAfter = PIPELINE.slice(PIPELINE.indexOf(stage)).map((status) => `'${status}'`)
  return sql`(${leads[STAGE_COLUMN[stage]]} is not null or ${leads.status} in (${sql.raw(atOrAfter.join(', '))}))`
}

const reachedCount = (stage: ConversionStage) =>
  sql<number>`count(*) filter (where ${reached(stage)})::int`

/** How far the leads got, and what the won ones are worth (EGP). */
export const stageColumns = () => ({
  contacted: reachedCount('contacted'),
  qualified: reachedCount('qualified'),
  viewing: reachedCount('viewing'),
  won: reachedCount('won'),
  // float8: a sum of bigints is numeric, which the driver hands over as text.
  wonValue:
    sql<number>`coalesce(sum(${leads.wonValueEgp}) filter (where ${reached('won')}), 0)::float8`.mapWith(
      Number,
    ),
})

export type StageFigures = Record<ConversionStage, number> & { wonValue: number }
