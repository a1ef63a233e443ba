import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import type { FigureSpan } from './figure-span'

/** The groupings the figures are kept in (lib/db/schema/lead-figures.ts). */
export type FigureDim = 'rep' | 'hour' | 'project' | 'source' | 'campaign' | 'channel'

export type DayFigures = {
  dim: FigureDim
  /** The grouping's value (an id, an hour '0'-'23', a utm value); null: none. */
  key: string | null
  leads: number
  answered: number
  withDue: number
  withinTarget: number
  waitingNew: number
  contacted: number
  qualified: number
  viewing: number
  won: number
  wonValue: number
  answeredOnLead: number
  qualifiedAt: number
  wonAt: number
  /** What `extra` read per group (a project's title). */
  extra?: unknown
}

const COUNTS = [
  ['leads', 'leads'],
  ['answered', 'answered'],
  ['with_due', 'withDue'],
  ['within_target', 'withinTarget'],
  ['waiting_new', 'waitingNew'],
  ['contacted', 'contacted'],
  ['qualified', 'qualified'],
  ['viewing', 'viewing'],
  ['won', 'won'],
  ['answered_on_lead', 'answeredOnLead'],
  ['qualified_at', 'qualifiedAt'],
  ['won_at', 'wonAt'],
] as const

const columns = sql.raw(COUNTS.map(([column]) => column).join(', ') + ', won_value')
const sums = sql.raw(
  COUNTS.map(([column, name]) => `sum(${column})::int as "${name}"`).join(', ') +
    `, sum(won_value)::float8 as "wonValue"`,
)

/**
 * The figures of a span per grouping and value: the whole days' rows summed, the partial
 * days' leads counted by the same definition (masar_lead_figure_parts), added or taken away. A few rows a day instead of every lead.
 */
export async function readDayFigures(
  span: FigureSpan,
  dims: FigureDim[],
  { extra }: { extra?: (key: SQL) => SQL } = {},
): Promise<DayFigures[]> {
  const wanted = sql`(${sql.join(
    dims.map((dim) => sql`${dim}`),
    sql`, `,
  )})`
  const parts: SQL[] = []
  if (span.days)
    parts.push(sql`select day, dim, key, ${columns} from lead_day_figures
      where day between ${span.days.from}::date and ${span.days.to}::date and dim in ${wanted}`)
  for (const edge of span.edges)
    parts.push(sql`select p.day, p.dim, p.key, ${sql.raw(
      COUNTS.map(([column]) => `${edge.sign} * p.${column} as ${column}`).join(', '),
    )}, ${sql.raw(String(edge.sign))} * p.won_value as won_value
      from leads l cross join lateral masar_lead_figure_parts(l) p
      where l.created_at >= ${edge.start.toISOString()}::timestamptz
        and l.created_at < ${edge.end.toISOString()}::timestamptz and p.dim in ${wanted}`)
  if (!parts.length) return []
  const result = (await db().execute(sql`
    select dim, key, ${sums}${extra ? sql`, ${extra(sql`f.key`)} as extra` : sql``}
    from (${sql.join(parts, sql` union all `)}) f
    group by dim, key having sum(leads) <> 0`)) as unknown as {
    rows: DayFigures[]
  }
  return result.rows.map((row) => ({ ...row, wonValue: Number(row.wonValue) }))
}
