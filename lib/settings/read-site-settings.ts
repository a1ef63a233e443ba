import 'server-only'
import { readSettings } from './read-settings'
import { SITE_SETTINGS_KEY } from './saved-settings'
import type { SiteSettings } from './site-settings-schema'

/** The saved company settings, or the defaults where none are saved (or they no longer parse). */
export async function readSiteSettings(): Promise<SiteSettings> {
  return (await readSettings([SITE_SETTINGS_KEY]))[SITE_SETTINGS_KEY]
}
