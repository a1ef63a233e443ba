import 'server-only'
import { sql } from 'drizzle-orm'
import { projectTitleIn } from '@/lib/db/record-names'
import { daySpan } from '@/lib/lead-figures/figure-span'
import { readDayFigures, type FigureDim } from '@/lib/lead-figures/read-day-figures'
import type { Locale } from '@/lib/i18n/locales'
import type { ReportRange } from './report-range'
import { stagesOf, type StageFigures } from './report-sql'

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

/** The labels sorted as PostgreSQL's "label asc nulls last" did (code points). */
const byLabel = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1

/** The range's groups of a grouping: the top TOP by won value, then wins, then leads. */
async function topGroups(range: ReportRange, dim: FigureDim, locale: Locale) {
  const rows = await readDayFigures(daySpan(range), [dim], {
    // Projects are named in the viewer's language (one lookup per group, not per lead).
    extra: dim === 'project' ? (key) => projectTitleIn(locale, sql`(${key})::uuid`) : undefined,
  })
  return rows
    .map((row): MoneyRow => ({
      key: row.key,
      label: dim === 'project' ? ((row.extra as string | null) ?? null) : row.key,
      leads: row.leads,
      ...stagesOf(row),
    }))
    .sort(
      (a, b) =>
        b.wonValue - a.wonValue ||
        b.won - a.won ||
        b.leads - a.leads ||
        byLabel(a.label, b.label) ||
        byLabel(a.key, b.key),
    )
    .slice(0, TOP)
}

/** Won deals and their value per project, per utm_source and per utm_campaign. */
export async function readMoneyFigures(
  range: ReportRange,
  locale: Locale = 'en',
): Promise<MoneyFigures> {
  const [byProject, bySource, byCampaign] = await Promise.all([
    topGroups(range, 'project', locale),
    topGroups(range, 'source', locale),
    topGroups(range, 'campaign', locale),
  ])
  return { byProject, bySource, byCampaign }
}
