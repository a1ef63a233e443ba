import 'server-only'
import { and, gte, lt, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { projectTitleIn } from '@/lib/db/record-names'
import { leads } from '@/lib/db/schema'
import { countLeadsPerDay } from '@/lib/lead-figures/count-leads-per-day'
import { momentSpan } from '@/lib/lead-figures/figure-span'
import { readDayFigures, type DayFigures } from '@/lib/lead-figures/read-day-figures'
import { histogramPercentile, readResponseMinutes } from '@/lib/lead-figures/read-response-minutes'
import { cairoDay, cairoDayStart } from '@/lib/i18n/business-time'
import { countAnsweredOnRepeat } from './answered-both-steps'

const DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** Rows per chart. */
const TOP = 8

export type LeadDashboard = {
  /** Leads in the last 30 days, and in the 30 before (Growth compares the two). */
  last30: number
  previous30: number
  /** Leads per Cairo day, oldest first, the last 30 days including today. */
  perDay: { day: string; leads: number }[]
  byProject: { label: string; leads: number }[]
  bySource: { label: string; leads: number }[]
  /** Of the last 30 days' leads: how far they got. */
  funnel: { step1: number; step2: number; qualified: number; won: number }
  /**
   * Median minutes from arrival to first response, of the last 30 days' leads answered: from
   * the daily histograms (within the minute it falls in; see lib/lead-figures).
   */
  medianMinutesToResponse: number | null
}

const total = (rows: DayFigures[], pick: (row: DayFigures) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0)

/** The busiest groups of a grouping, named; ties by name so the chart does not reshuffle. */
const top = (rows: DayFigures[], label: (row: DayFigures) => string) =>
  rows
    .filter((row) => row.leads > 0)
    .map((row) => ({ label: label(row), leads: row.leads }))
    .sort((a, b) => b.leads - a.leads || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, TOP)

/**
 * The dashboard's lead figures, from the daily figures (lib/lead-figures): the windows' whole
 * Cairo days summed, the leads of their partial first and last days counted as they are.
 */
export async function readLeadDashboard({
  viewer,
  now = new Date(),
}: {
  viewer: Viewer
  now?: Date
}): Promise<LeadDashboard> {
  requirePermission(viewer, 'teamLeads')
  const since = cairoDayStart(now, -(DAYS - 1))
  const before = new Date(now.getTime() - 2 * DAYS * DAY_MS)
  const last30Start = new Date(now.getTime() - DAYS * DAY_MS)
  const window = momentSpan(last30Start, now)
  const inWindow = and(gte(leads.createdAt, last30Start), lt(leads.createdAt, now))

  const [recent, previous, days, minutes, answeredOnRepeat] = await Promise.all([
    readDayFigures(window, ['rep', 'project', 'channel'], {
      // Projects named in the viewer's language (one lookup per project, not per lead).
      extra: (key) =>
        sql`case when dim = 'project' then ${projectTitleIn(viewer.locale ?? 'en', sql`(${key})::uuid`)} end`,
    }),
    countLeadsPerDay(momentSpan(before, last30Start)),
    countLeadsPerDay(momentSpan(since, now)),
    readResponseMinutes(window, 'rep', false),
    countAnsweredOnRepeat(inWindow, last30Start),
  ])
  const ofDim = (dim: DayFigures['dim']) => recent.filter((row) => row.dim === dim)
  const reps = ofDim('rep')
  const perDay = Array.from({ length: DAYS }, (_, index) => {
    const day = cairoDay(cairoDayStart(now, index - (DAYS - 1)))
    return { day, leads: days.get(day) ?? 0 }
  })
  const answered = minutes.get(null)
  return {
    last30: total(reps, (row) => row.leads),
    previous30: [...previous.values()].reduce((sum, leads) => sum + leads, 0),
    perDay,
    byProject: top(
      ofDim('project'),
      (row) => (row.extra as string | null) ?? 'Consultation (no project)',
    ),
    bySource: top(ofDim('channel'), (row) => row.key ?? 'Direct'),
    funnel: {
      step1: total(reps, (row) => row.leads),
      step2: total(reps, (row) => row.answeredOnLead) + answeredOnRepeat,
      qualified: total(reps, (row) => row.qualifiedAt),
      won: total(reps, (row) => row.wonAt),
    },
    medianMinutesToResponse: answered ? histogramPercentile(answered, 0.5) : null,
  }
}
