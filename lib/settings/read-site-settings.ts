import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { defaultSiteSettings } from './default-site-settings'
import { siteSettingsSchema, type SiteSettings } from './site-settings-schema'

export const SITE_SETTINGS_KEY = 'site'

/** The saved company settings, or the defaults where none are saved (or they no longer parse). */
export async function readSiteSettings(): Promise<SiteSettings> {
  const [row] = await db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SITE_SETTINGS_KEY))
  const parsed = siteSettingsSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultSiteSettings(env().LEADS_NOTIFY_TO)
}
