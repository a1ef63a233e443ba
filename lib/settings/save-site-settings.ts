import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import { env } from '@/lib/env'
import { defaultSiteSettings } from './default-site-settings'
import { SITE_SETTINGS_KEY } from './saved-settings'
import { siteSettingsSchema, type SiteSettings } from './site-settings-schema'
import { writeSetting } from './write-setting'

/** Saves Settings › Company; the activity log gets each changed field, before → after. */
export function saveSiteSettings(
  settings: SiteSettings,
  by: ActorSource,
  now = new Date(),
): Promise<void> {
  return writeSetting({
    key: SITE_SETTINGS_KEY,
    value: settings,
    schema: siteSettingsSchema,
    // Compared with what the site showed: the saved details, or the launch defaults.
    fallback: () => defaultSiteSettings(env().LEADS_NOTIFY_TO),
    by,
    now,
  })
}
