import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { mediaRefsSql } from './media-refs-sql'

/** How many places use each of the given items (records in the trash included). */
export async function countMediaUsages(q: Queryable, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const result = (await q.execute(sql`
    select media_id, count(distinct (entity, entity_id, role))::int as uses
      from (${mediaRefsSql(ids)}) r
     group by media_id`)) as unknown as { rows: { media_id: string; uses: number }[] }
  return new Map(result.rows.map((row) => [row.media_id, row.uses]))
}
