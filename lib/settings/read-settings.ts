import 'server-only'
import { inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { settingOf, type SettingKey, type SettingOf } from './saved-settings'

/** Saved settings by key, in one read; each the default where none is saved (settingOf). */
export async function readSettings<K extends SettingKey>(
  keys: readonly K[],
  q: Queryable = db(),
): Promise<{ [P in K]: SettingOf<P> }> {
  const rows = await q
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]))
  const stored = new Map(rows.map((row) => [row.key, row.value]))
  return Object.fromEntries(keys.map((key) => [key, settingOf(key, stored.get(key))])) as {
    [P in K]: SettingOf<P>
  }
}
