'use server'

import { getAdminLocale } from '@/lib/account/get-admin-locale'
import type { ActionResult } from '@/lib/actions/action-result'
import { NotFoundError } from '@/lib/actions/not-found-error'
import { staffCall } from '@/lib/actions/staff-action'
import { actorOf } from '@/lib/activity/actor-of'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { purgeTrashItem } from './purge-trash-item'
import { restoreTrashItem } from './restore-trash-item'
import { isTrashKind } from './trash-kinds'
import { trashScopeOf } from './trash-scope'

/**
 * Trash › Restore: back on the site and in the lists. An admin restores anything; a moderator
 * only what they deleted themselves in the last 30 days.
 */
export async function restoreFromTrash(kind: string, id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    if (!isTrashKind(kind)) throw new NotFoundError('trash.refusals.gone')
    await restoreTrashItem(kind, id, actorOf(viewer), trashScopeOf(viewer))
    return null
  })
  if (result.ok) expirePublicContent('action')
  return result
}

/** Trash › Delete permanently (admin only, after confirmation). */
export async function purgeFromTrash(kind: string, id: string): Promise<ActionResult<null>> {
  return staffCall('administration', async (viewer) => {
    if (!isTrashKind(kind)) throw new NotFoundError('trash.refusals.gone')
    await purgeTrashItem(kind, id, actorOf(viewer), await getAdminLocale())
    return null
  })
}
