import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import { LEAD_SETTINGS_KEY } from './saved-settings'
import {
  DEFAULT_LEAD_SETTINGS,
  leadSettingsSchema,
  type LeadSettings,
} from './lead-settings-schema'
import { writeSetting } from './write-setting'

/** Saves Settings › Leads; the activity log gets each changed field, before → after. */
export function saveLeadSettings(
  settings: LeadSettings,
  by: ActorSource,
  now = new Date(),
): Promise<void> {
  return writeSetting({
    key: LEAD_SETTINGS_KEY,
    value: settings,
    schema: leadSettingsSchema,
    fallback: () => DEFAULT_LEAD_SETTINGS,
    by,
    now,
  })
}
