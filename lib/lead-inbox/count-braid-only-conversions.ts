import 'server-only'
import { and, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { CONVERSION_STAGES, STAGE_COLUMN, type ConversionStage } from './pipeline'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Leads the offline-conversion file leaves out, per stage reached in [from, until): those that
 * came from an ad click with only an iOS click id (gbraid / wbraid), which Google's
 * click-conversion file cannot take. Stages are reached after arrival, so only leads that
 * arrived in the year before `until` are read.
 */
export async function countBraidOnlyConversions({
  viewer,
  from,
  until,
}: {
  viewer: Viewer
  from: Date
  until: Date
}): Promise<Record<ConversionStage, number>> {
  requirePermission(viewer, 'administration')
  const counts = Object.fromEntries(
    CONVERSION_STAGES.map((stage) => {
      const column = leads[STAGE_COLUMN[stage]]
      return [
        stage,
        sql<number>`count(*) filter (where ${column} >= ${from.toISOString()}::timestamptz and ${column} < ${until.toISOString()}::timestamptz)::int`,
      ]
    }),
  ) as Record<ConversionStage, ReturnType<typeof sql<number>>>
  const [row] = await db()
    .select(counts)
    .from(leads)
    .where(
      and(
        isNull(leads.gclid),
        sql`(${leads.gbraid} is not null or ${leads.wbraid} is not null)`,
        gte(leads.createdAt, new Date(until.getTime() - YEAR_MS)),
        lt(leads.createdAt, until),
      ),
    )
  return row as Record<ConversionStage, number>
}
