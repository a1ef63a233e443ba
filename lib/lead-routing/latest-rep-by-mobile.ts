import 'server-only'
import { sql } from 'drizzle-orm'
import type { Tx } from '@/lib/db/types'

/**
 * For each mobile, the rep of the person's latest assigned lead other than these new ones:
 * one person, one rep, whatever project they ask about next.
 */
export async function latestRepByMobile(
  tx: Tx,
  mobiles: string[],
  newLeadIds: string[],
): Promise<Map<string, string>> {
  if (!mobiles.length) return new Map()
  const result = (await tx.execute(sql`
    select distinct on (mobile_local) mobile_local, assignee_id
    from leads
    where mobile_local in (${sql.join(mobiles, sql`, `)})
      and assignee_id is not null
      and id not in (${sql.join(newLeadIds, sql`, `)})
    order by mobile_local, created_at desc`)) as {
    rows: { mobile_local: string; assignee_id: string }[]
  }
  return new Map(result.rows.map((row) => [row.mobile_local, row.assignee_id]))
}
