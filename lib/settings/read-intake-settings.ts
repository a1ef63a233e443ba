import 'server-only'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import type { LeadRouting } from './lead-routing-schema'
import type { LeadSettings } from './lead-settings-schema'
import { readSettings } from './read-settings'
import { LEAD_ROUTING_KEY, LEAD_SETTINGS_KEY } from './saved-settings'

/** What storing a lead needs (who gets it, when its first response is due), in one read. */
export async function readIntakeSettings(q: Queryable = db()): Promise<{
  routing: LeadRouting
  leads: LeadSettings
}> {
  const saved = await readSettings([LEAD_ROUTING_KEY, LEAD_SETTINGS_KEY], q)
  return { routing: saved[LEAD_ROUTING_KEY], leads: saved[LEAD_SETTINGS_KEY] }
}
