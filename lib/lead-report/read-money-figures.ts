import 'server-only'
import { asc, desc, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { db } from '@/lib/db/client'
import { leadProjectTexts } from '@/lib/db/lead-project-title'
import { leads, projectTranslations } from '@/lib/db/schema'
import type { ReportRange } from './report-range'
import { inRange, stageColumns, type StageFigures } from './report-sql'

/** Rows per table: the top earners. */
const TOP = 10

export type MoneyRow = StageFigures & {
  /** The group's value (a project id, a utm value); null for leads without one. */
  key: string | null
  /** What the table shows: the project's title, or the raw utm value. */
  label: string | null
  leads: number
}

export type MoneyFigures = {
  byProject: MoneyRow[]
  bySource: MoneyRow[]
  byCampaign: MoneyRow[]
}

/** The range's leads grouped by `key`: the top TOP by won value, then wins, then leads. */
function topGroups(range: ReportRange, key: AnyPgColumn, label: AnyPgColumn = key) {
  const stages = stageColumns()
  const leadCount = sql<number>`count(*)::int`
  let query = db()
    .select({
      key: sql<string | null>`${key}`,
      label: sql<string | null>`${label}`,
      leads: leadCount,
      ...stages,
    })
    .from(leads)
    .$dynamic()
  // Only the project table needs the titles (a join the utm tables are spared).
  if (label === projectTranslations.title)
    query = query.leftJoin(projectTranslations, leadProjectTexts('en'))
  return query
    .where(inRange(range))
    .groupBy(key, label)
    .orderBy(
      desc(stages.wonValue),
      desc(stages.won),
      desc(leadCount),
      sql`${label} asc nulls last`,
      asc(key),
    )
    .limit(TOP)
}

/** Won deals and their value per project, per utm_source and per utm_campaign. */
export async function readMoneyFigures(range: ReportRange): Promise<MoneyFigures> {
  const [byProject, bySource, byCampaign] = await Promise.all([
    topGroups(range, leads.projectId, projectTranslations.title),
    topGroups(range, leads.utmSource),
    topGroups(range, leads.utmCampaign),
  ])
  return { byProject, bySource, byCampaign }
}
