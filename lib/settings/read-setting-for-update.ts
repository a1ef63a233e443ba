import 'server-only'
import { eq } from 'drizzle-orm'
import { appSettings } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'

/**
 * The stored value of a setting, locked until the transaction ends (two admins saving at once
 * are applied one after the other, each compared with what the other saved). Undefined when
 * none is stored yet.
 */
export async function readSettingForUpdate(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update')
  return row?.value
}
