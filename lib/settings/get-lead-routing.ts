import 'server-only'
import { eq } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema, type LeadRouting } from './lead-routing-schema'

export const LEAD_ROUTING_KEY = 'lead-routing'

/** Who new leads go to automatically (Settings, admin only); off where nothing is saved. */
export async function getLeadRouting({ viewer }: { viewer: Viewer }): Promise<LeadRouting> {
  requirePermission(viewer, 'administration')
  const [row] = await db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEAD_ROUTING_KEY))
  const parsed = leadRoutingSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_LEAD_ROUTING
}
