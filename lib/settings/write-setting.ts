import 'server-only'
import type { ZodType } from 'zod'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { readSettingForUpdate } from './read-setting-for-update'

export type WriteSettingInput<T extends Record<string, unknown>> = {
  /** The setting's key, which also names it in the activity log (worded when shown). */
  key: string
  value: T
  /** Reads the stored value; what the site used when none (or an outdated one) is stored. */
  schema: ZodType<T>
  fallback: () => T
  by: ActorSource
  now: Date
}

/**
 * Saves a setting and, in the same transaction, each changed field (before → after) to the
 * activity log; the stored row is locked first, so two saves at once are compared in turn.
 */
export async function writeSetting<T extends Record<string, unknown>>(
  input: WriteSettingInput<T>,
): Promise<void> {
  await db().transaction((tx) => writeSettingIn(tx, input))
}

/** The same inside the caller's transaction (a change that also edits a setting). */
export async function writeSettingIn<T extends Record<string, unknown>>(
  tx: Tx,
  input: WriteSettingInput<T>,
): Promise<void> {
  const { key, value, schema, fallback, by, now } = input
  const saved = schema.safeParse(await readSettingForUpdate(tx, key))
  const before = saved.success ? saved.data : fallback()
  await tx
    .insert(appSettings)
    .values({ key, value, updatedBy: by.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updatedBy: by.userId, updatedAt: now },
    })
  const changes = diffChanges(before, value)
  if (!changes.length) return
  await recordActivity(
    tx,
    actorOf(by),
    { entityType: 'settings', entityId: key, entityLabel: null, action: 'updated', changes },
    now,
  )
}
