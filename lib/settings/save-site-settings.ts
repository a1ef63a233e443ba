import 'server-only'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import { SITE_SETTINGS_KEY } from './read-site-settings'
import type { SiteSettings } from './site-settings-schema'

export async function saveSiteSettings(settings: SiteSettings, userId: string): Promise<void> {
  const now = new Date()
  await db()
    .insert(appSettings)
    .values({ key: SITE_SETTINGS_KEY, value: settings, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: settings, updatedBy: userId, updatedAt: now },
    })
}
