import 'server-only'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import { LEAD_SETTINGS_KEY } from './get-lead-settings'
import type { LeadSettings } from './lead-settings-schema'

export async function saveLeadSettings(settings: LeadSettings, userId: string): Promise<void> {
  const now = new Date()
  await db()
    .insert(appSettings)
    .values({ key: LEAD_SETTINGS_KEY, value: settings, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: settings, updatedBy: userId, updatedAt: now },
    })
}
