import 'server-only'
import { and, gte, lt, sql } from 'drizzle-orm'
import { leads } from '@/lib/db/schema'
import { PIPELINE, STAGE_COLUMN, type ConversionStage } from '@/lib/lead-inbox/pipeline'
import { rangeBounds, type ReportRange } from './report-range'

// The SQL the report's queries share, so every table counts a lead the same way.

/** The range's leads by arrival: every report query filters on it (leads_created_at_idx). */
export function inRange(range: ReportRange) {
  const { start, end } = rangeBounds(range)
  return and(gte(leads.createdAt, start), lt(leads.createdAt, end))
}

const responseMinutes = sql`extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}) / 60`

/** Hundredths of a minute: enough for the page, and no float noise (84.00000000000001). */
const hundredths = (value: unknown) => Math.round(Number(value) * 100) / 100

/** Minutes to the first response below which `fraction` of the answered leads fall. */
const responsePercentile = (fraction: 0.5 | 0.9) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${responseMinutes}) filter (where ${leads.firstResponseAt} is not null)`.mapWith(
    hundredths,
  )

/**
 * Speed to lead. "Within target" is judged on leads stamped with a due time (older leads have
 * none) that were answered or are past it by `now`: one still inside its target is neither.
 */
export const speedColumns = (now: Date) => ({
  leads: sql<number>`count(*)::int`,
  answered: sql<number>`count(${leads.firstResponseAt})::int`,
  medianMinutes: responsePercentile(0.5),
  p90Minutes: responsePercentile(0.9),
  withTarget: sql<number>`count(*) filter (where ${leads.responseDueAt} is not null and (${leads.firstResponseAt} is not null or ${leads.responseDueAt} <= ${now.toISOString()}::timestamptz))::int`,
  withinTarget: sql<number>`count(*) filter (where ${leads.firstResponseAt} <= ${leads.responseDueAt})::int`,
})

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
