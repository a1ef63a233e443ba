import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import type { FigureSpan } from './figure-span'

/** A histogram bucket: its first minute, its leads and their minutes summed. */
export type MinuteBucket = { bucket: number; leads: number; minutes: number }

/**
 * Minutes to the first response over a span, per value of a grouping ('rep' or 'hour'; with
 * `byKey` false every value together, under null), as histograms in bucket order. Whole days
 * from lead_day_response_minutes, partial ones from the leads.
 */
export async function readResponseMinutes(
  span: FigureSpan,
  dim: 'rep' | 'hour',
  byKey = true,
): Promise<Map<string | null, MinuteBucket[]>> {
  const parts: SQL[] = []
  if (span.days)
    parts.push(sql`select key, bucket, leads, micros from lead_day_response_minutes
      where day between ${span.days.from}::date and ${span.days.to}::date and dim = ${dim}`)
  for (const edge of span.edges)
    parts.push(sql`select p.key, p.bucket, ${sql.raw(String(edge.sign))} * p.leads as leads, ${sql.raw(
      String(edge.sign),
    )} * p.micros as micros
      from leads l cross join lateral masar_lead_response_parts(l) p
      where l.created_at >= ${edge.start.toISOString()}::timestamptz
        and l.created_at < ${edge.end.toISOString()}::timestamptz
        and l.first_response_at is not null and p.dim = ${dim}`)
  const histograms = new Map<string | null, MinuteBucket[]>()
  if (!parts.length) return histograms
  const key = byKey ? sql`key` : sql`null::text`
  const result = (await db().execute(sql`
    select ${key} as key, bucket, sum(leads)::int as leads, sum(micros)::float8 / 60000000 as minutes
    from (${sql.join(parts, sql` union all `)}) m
    group by 1, bucket having sum(leads) > 0
    order by 1, bucket`)) as unknown as {
    rows: { key: string | null; bucket: number; leads: number; minutes: number }[]
  }
  for (const row of result.rows) {
    const list = histograms.get(row.key) ?? histograms.set(row.key, []).get(row.key)!
    list.push({ bucket: row.bucket, leads: row.leads, minutes: Number(row.minutes) })
  }
  return histograms
}

/**
 * percentile_cont over a histogram: the two neighbouring ranks interpolated, each rank's value
 * the mean of its bucket. Exact when the ranks' buckets hold one value (or equal ones); else
 * off by less than the bucket's width: under a minute below a day, under an hour from there.
 */
export function histogramPercentile(buckets: MinuteBucket[], fraction: number): number | null {
  const total = buckets.reduce((sum, b) => sum + b.leads, 0)
  if (!total) return null
  const position = fraction * (total - 1)
  const valueAt = (rank: number) => {
    let seen = 0
    for (const b of buckets) {
      seen += b.leads
      if (rank < seen) return b.minutes / b.leads
    }
    const last = buckets.at(-1)!
    return last.minutes / last.leads
  }
  const below = valueAt(Math.floor(position))
  const above = valueAt(Math.ceil(position))
  return below + (position - Math.floor(position)) * (above - below)
}
