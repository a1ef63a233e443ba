import 'server-only'
import { inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { LEAD_ROUTING_KEY } from './get-lead-routing'
import { LEAD_SETTINGS_KEY } from './get-lead-settings'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema, type LeadRouting } from './lead-routing-schema'
import {
  DEFAULT_LEAD_SETTINGS,
  leadSettingsSchema,
  type LeadSettings,
} from './lead-settings-schema'

/** What storing a lead needs (who gets it, when its first response is due), in one read. */
export async function getIntakeSettings(q: Queryable = db()): Promise<{
  routing: LeadRouting
  leads: LeadSettings
}> {
  const rows = await q
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [LEAD_ROUTING_KEY, LEAD_SETTINGS_KEY]))
  const value = (key: string) => rows.find((row) => row.key === key)?.value
  const routing = leadRoutingSchema.safeParse(value(LEAD_ROUTING_KEY))
  const leads = leadSettingsSchema.safeParse(value(LEAD_SETTINGS_KEY))
  return {
    routing: routing.success ? routing.data : DEFAULT_LEAD_ROUTING,
    leads: leads.success ? leads.data : DEFAULT_LEAD_SETTINGS,
  }
}
