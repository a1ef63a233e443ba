import 'server-only'
import { and, count, desc, gte, lt, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import { answeredOnLead, countAnsweredOnRepeat } from './answered-both-steps'
import { firstResponseMinutesSql } from './first-response'
import { BUSINESS_TIME_ZONE, cairoDay, cairoDayStart } from '@/lib/i18n/business-time'

const DAYS = 30

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
  /** Median minutes from arrival to first response, of the last 30 days' leads answered. */
  medianMinutesToResponse: number | null
}

/** The dashboard's lead figures, all read from the leads themselves. */
export async function getLeadDashboard({
  viewer,
  now = new Date(),
}: {
  viewer: Viewer
  now?: Date
}): Promise<LeadDashboard> {
  requirePermission(viewer, 'teamLeads')
  const since = cairoDayStart(now, -(DAYS - 1))
  const before = new Date(now.getTime() - 2 * DAYS * 24 * 60 * 60 * 1000)
  const last30Start = new Date(now.getTime() - DAYS * 24 * 60 * 60 * 1000)
  const inWindow = and(gte(leads.createdAt, last30Start), lt(leads.createdAt, now))
  // The zone inline (not a parameter), so SELECT and GROUP BY are the same expression.
  const cairoDate = sql<string>`to_char(${leads.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`
  const source = sql<string>`case
    when ${leads.gclid} is not null or ${leads.gbraid} is not null or ${leads.wbraid} is not null then 'Google Ads click'
    when ${leads.utmSource} is not null then ${leads.utmSource}
    else 'Direct' end`

  const [totals, days, projectRows, sourceRows, funnelRows, answeredOnRepeat] = await Promise.all([
    db()
      .select({
        last30: sql<number>`count(*) filter (where ${leads.createdAt} >= ${last30Start.toISOString()}::timestamptz)::int`,
        previous30: sql<number>`count(*) filter (where ${leads.createdAt} < ${last30Start.toISOString()}::timestamptz)::int`,
      })
      .from(leads)
      .where(and(gte(leads.createdAt, before), lt(leads.createdAt, now))),
    db()
      .select({ day: cairoDate, leads: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, since), lt(leads.createdAt, now)))
      .groupBy(cairoDate),
    db()
      .select({ label: projectTranslations.title, leads: count() })
      .from(leads)
      .leftJoin(projectTranslations, leadProjectTexts('en'))
      .where(inWindow)
      .groupBy(projectTranslations.title)
      .orderBy(desc(count()))
      .limit(8),
    db()
      .select({ label: source, leads: count() })
      .from(leads)
      .where(inWindow)
      .groupBy(source)
      .orderBy(desc(count()))
      .limit(8),
    db()
      .select({
        step1: sql<number>`count(*)::int`,
        step2: sql<number>`count(*) filter (where ${answeredOnLead})::int`,
        qualified: sql<number>`count(${leads.qualifiedAt})::int`,
        won: sql<number>`count(${leads.wonAt})::int`,
        // The report's first response (firstResponseMinutesSql), so both say the same.
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${firstResponseMinutesSql}) filter (where ${leads.firstResponseAt} is not null)`,
      })
      .from(leads)
      .where(inWindow),
    countAnsweredOnRepeat(inWindow, last30Start),
  ])
  const perDayMap = new Map(days.map((d) => [d.day, d.leads]))
  const perDay = Array.from({ length: DAYS }, (_, index) => {
    const day = cairoDay(cairoDayStart(now, index - (DAYS - 1)))
    return { day, leads: perDayMap.get(day) ?? 0 }
  })
  const funnel = funnelRows[0]
  const median = funnel?.median
  return {
    last30: totals[0]?.last30 ?? 0,
    previous30: totals[0]?.previous30 ?? 0,
    perDay,
    byProject: projectRows.map((r) => ({
      label: r.label ?? 'Consultation (no project)',
      leads: r.leads,
    })),
    bySource: sourceRows,
    funnel: {
      step1: funnel?.step1 ?? 0,
      step2: (funnel?.step2 ?? 0) + answeredOnRepeat,
      qualified: funnel?.qualified ?? 0,
      won: funnel?.won ?? 0,
    },
    medianMinutesToResponse: median === null || median === undefined ? null : Number(median),
  }
}
