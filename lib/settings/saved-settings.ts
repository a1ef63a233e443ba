import 'server-only'
import type { z } from 'zod'
import { env } from '@/lib/env'
import { defaultSiteSettings } from './default-site-settings'
import { DEFAULT_LEAD_ROUTING, leadRoutingSchema } from './lead-routing-schema'
import { DEFAULT_LEAD_SETTINGS, leadSettingsSchema } from './lead-settings-schema'
import { siteSettingsSchema } from './site-settings-schema'

export const SITE_SETTINGS_KEY = 'site'
export const LEAD_SETTINGS_KEY = 'leads'
export const LEAD_ROUTING_KEY = 'lead-routing'

/** Each saved setting (app_settings' key): its schema, and what holds before an admin saves it. */
const SAVED = {
  [SITE_SETTINGS_KEY]: {
    schema: siteSettingsSchema,
    fallback: () => defaultSiteSettings(env().LEADS_NOTIFY_TO),
  },
  [LEAD_SETTINGS_KEY]: { schema: leadSettingsSchema, fallback: () => DEFAULT_LEAD_SETTINGS },
  [LEAD_ROUTING_KEY]: { schema: leadRoutingSchema, fallback: () => DEFAULT_LEAD_ROUTING },
} as const

export type SettingKey = keyof typeof SAVED
export type SettingOf<K extends SettingKey> = z.output<(typeof SAVED)[K]['schema']>

/** A stored value as its schema reads it; the default where none is saved or it no longer parses. */
export function settingOf<K extends SettingKey>(key: K, stored: unknown): SettingOf<K> {
  const { schema, fallback } = SAVED[key]
  const parsed = schema.safeParse(stored)
  return (parsed.success ? parsed.data : fallback()) as SettingOf<K>
}
