'use server'

import { z } from 'zod'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import type { ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { staffAction } from '@/lib/actions/staff-action'
import { actorOf } from '@/lib/activity/actor-of'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { purgeTrashItem } from './purge-trash-item'
import { restoreTrashItem } from './restore-trash-item'
import { isTrashKind } from './trash-kinds'
import { trashScopeOf } from './trash-scope'

/** A row of the trash: its kind and id (an unknown kind or a made-up id answers gone). */
const trashItemSchema = z.object({
  kind: z.string(messageKey('trash.refusals.gone')),
  id: z.string(messageKey('trash.refusals.gone')),
})

/**
 * Trash › Restore: back on the site and in the lists. An admin restores anything; a moderator
 * only what they deleted themselves in the last 30 days.
 */
export async function restoreFromTrash(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await staffAction(
    { permission: 'content', schema: trashItemSchema, formData },
    async ({ kind, id }, viewer) => {
      if (!isTrashKind(kind)) throw AppError.notFound('trash.refusals.gone')
      await restoreTrashItem(kind, id, actorOf(viewer), trashScopeOf(viewer))
      return null
    },
  )
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Trash › Delete permanently (admin only, after confirmation). */
export async function purgeFromTrash(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return staffAction(
    { permission: 'administration', schema: trashItemSchema, formData },
    async ({ kind, id }, viewer) => {
      if (!isTrashKind(kind)) throw AppError.notFound('trash.refusals.gone')
      await purgeTrashItem(kind, id, actorOf(viewer), await getAdminLocale())
      return null
    },
  )
}
