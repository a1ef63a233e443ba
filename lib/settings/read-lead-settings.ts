import 'server-only'
import type { LeadSettings } from './lead-settings-schema'
import { readSettings } from './read-settings'
import { LEAD_SETTINGS_KEY } from './saved-settings'

/** The saved lead settings, or the defaults where none are saved (or they no longer parse). */
export async function readLeadSettings(): Promise<LeadSettings> {
  return (await readSettings([LEAD_SETTINGS_KEY]))[LEAD_SETTINGS_KEY]
}
