import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import type { FigureSpan } from './figure-span'

/**
 * Leads per Cairo day of arrival over a span: whole days from the figures, the partial days'
 * leads counted (added or taken away) from the arrival index alone (no table rows).
 */
export async function countLeadsPerDay(span: FigureSpan): Promise<Map<string, number>> {
  const parts: SQL[] = []
  if (span.days)
    parts.push(sql`select day, leads from lead_day_figures
      where day between ${span.days.from}::date and ${span.days.to}::date and dim = 'rep'`)
  for (const edge of span.edges)
    parts.push(sql`select (created_at at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date,
        ${sql.raw(String(edge.sign))}
      from leads
      where created_at >= ${edge.start.toISOString()}::timestamptz
        and created_at < ${edge.end.toISOString()}::timestamptz`)
  if (!parts.length) return new Map()
  const result = (await db().execute(sql`
    select day::text as day, sum(leads)::int as leads
    from (${sql.join(parts, sql` union all `)}) d (day, leads)
    group by 1`)) as unknown as { rows: { day: string; leads: number }[] }
  return new Map(result.rows.map((row) => [row.day, row.leads]))
}
