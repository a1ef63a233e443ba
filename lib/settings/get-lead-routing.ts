import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema, type LeadRouting } from './lead-routing-schema'

export const LEAD_ROUTING_KEY = 'lead-routing'

/** Who new leads go to automatically; off (nobody) where nothing is saved. */
export async function getLeadRouting(q: Queryable = db()): Promise<LeadRouting> {
  const [row] = await q
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEAD_ROUTING_KEY))
  const parsed = leadRoutingSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_LEAD_ROUTING
}
