import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'

/**
 * Recounts the report's daily figures (lead_day_figures, lead_day_response_minutes) from the
 * leads, in one transaction with the leads locked against changes (reads go on). The triggers
 * keep them exact; this is the way back if they were ever changed by hand. Returns the rows.
 */
export async function rebuildLeadFigures(): Promise<number> {
  const result = (await db().execute(
    sql`select masar_rebuild_lead_figures() as rows`,
  )) as unknown as {
    rows: { rows: number }[]
  }
  return Number(result.rows[0]?.rows ?? 0)
}
