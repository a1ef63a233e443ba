import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { daySpan } from '@/lib/lead-figures/figure-span'
import {
  readDayFigures,
  type DayFigures,
  type FigureDim,
} from '@/lib/lead-figures/read-day-figures'
import {
  histogramPercentile,
  readResponseMinutes,
  type MinuteBucket,
} from '@/lib/lead-figures/read-response-minutes'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import type { ConversionStage } from '@/lib/lead-inbox/pipeline'
import { rangeBounds, type ReportRange } from './report-range'

// What the report's reads share, so every table counts a lead the same way. The counts come
// from the daily figures (lib/lead-figures: a lead reaches a stage when its stage time is
// set or it stands at that stage or a later one), a range of days being a few rows a day.

/** The range's figures per value of a grouping. */
export const readRangeFigures = (range: ReportRange, dim: FigureDim) =>
  readDayFigures(daySpan(range), [dim])

/** Hundredths of a minute: enough for the page, and no float noise (84.00000000000001). */
const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100)

export type SpeedFigures = {
  leads: number
  answered: number
  medianMinutes: number | null
  p90Minutes: number | null
  withTarget: number
  withinTarget: number
}

export type StageFigures = Record<ConversionStage, number> & { wonValue: number }

/**
 * Speed to lead of a group. "Within target" is judged on leads stamped with a due time that
 * were answered or are past it by `now`: `pending` are the group's leads still inside it.
 */
export const speedOf = (figures: DayFigures, pending = 0) => ({
  leads: figures.leads,
  answered: figures.answered,
  withTarget: figures.withDue - pending,
  withinTarget: figures.withinTarget,
})

/** How far the group's leads got, and what the won ones are worth (EGP). */
export const stagesOf = (figures: DayFigures): StageFigures => ({
  contacted: figures.contacted,
  qualified: figures.qualified,
  viewing: figures.viewing,
  won: figures.won,
  wonValue: figures.wonValue,
})

/** Figures summed over groups (a grouping's values together: the range's totals). */
export function addFigures(rows: DayFigures[], dim: FigureDim): DayFigures {
  const total: DayFigures = {
    dim,
    key: null,
    leads: 0,
    answered: 0,
    withDue: 0,
    withinTarget: 0,
    waitingNew: 0,
    contacted: 0,
    qualified: 0,
    viewing: 0,
    won: 0,
    wonValue: 0,
    answeredOnLead: 0,
    qualifiedAt: 0,
    wonAt: 0,
  }
  for (const row of rows)
    for (const name of Object.keys(total) as (keyof DayFigures)[])
      if (typeof total[name] === 'number') (total[name] as number) += row[name] as number
  return total
}

/**
 * The range's leads not yet answered whose due time is still ahead of `now` (a handful: the
 * last target's worth of arrivals), per rep and Cairo hour: the New ones from
 * leads_awaiting_response_idx, the others from leads_response_pending_idx.
 */
export async function readPendingTargets(range: ReportRange, now: Date) {
  const { start, end } = rangeBounds(range)
  const pending = (stage: SQL) => sql`
    select ${leads.assigneeId} as rep, ${leads.createdAt} as created_at from ${leads}
    where ${stage} and ${leads.firstResponseAt} is null
      and ${leads.responseDueAt} > ${now.toISOString()}::timestamptz
      and ${leads.createdAt} >= ${start.toISOString()}::timestamptz
      and ${leads.createdAt} < ${end.toISOString()}::timestamptz`
  const result = (await db().execute(sql`
    select rep,
      extract(hour from created_at at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::int as hour,
      count(*)::int as pending
    from (${pending(sql`${leads.status} = 'new'`)}
      union all ${pending(sql`${leads.status} <> 'new'`)}) p
    group by 1, 2`)) as unknown as {
    rows: { rep: string | null; hour: number; pending: number }[]
  }
  const count = (matches: (row: { rep: string | null; hour: number }) => boolean) =>
    result.rows.filter(matches).reduce((sum, row) => sum + row.pending, 0)
  return {
    all: count(() => true),
    ofRep: (rep: string | null) => count((row) => row.rep === rep),
    ofHour: (hour: number) => count((row) => row.hour === hour),
  }
}

export type ResponsePercentiles = { medianMinutes: number | null; p90Minutes: number | null }

const NO_PERCENTILES: ResponsePercentiles = { medianMinutes: null, p90Minutes: null }

const percentilesOf = (buckets: MinuteBucket[] | undefined): ResponsePercentiles =>
  buckets
    ? {
        medianMinutes: hundredths(histogramPercentile(buckets, 0.5)),
        p90Minutes: hundredths(histogramPercentile(buckets, 0.9)),
      }
    : NO_PERCENTILES

/**
 * Minutes to the first response below which half and nine in ten of the answered leads fall,
 * per value of a grouping (null: the whole range), from the daily histograms: exact where the
 * ranks' minute holds one response time, else within that minute (an hour past a day).
 */
export async function readResponsePercentiles(
  range: ReportRange,
  dim: 'rep' | 'hour' | null,
): Promise<(key: string | number | null) => ResponsePercentiles> {
  const histograms = await readResponseMinutes(daySpan(range), dim ?? 'rep', dim !== null)
  return (key) => percentilesOf(histograms.get(key === null ? null : String(key)))
}
