import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import {
  DEFAULT_LEAD_SETTINGS,
  leadSettingsSchema,
  type LeadSettings,
} from './lead-settings-schema'

export const LEAD_SETTINGS_KEY = 'leads'

/** The saved lead settings, or the defaults where none are saved (or they no longer parse). */
export async function getLeadSettings(): Promise<LeadSettings> {
  const [row] = await db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEAD_SETTINGS_KEY))
  const parsed = leadSettingsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : DEFAULT_LEAD_SETTINGS
}
