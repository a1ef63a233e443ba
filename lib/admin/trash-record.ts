import 'server-only'
import { z } from 'zod'
import type { ActionResult } from '@/lib/actions/action-result'
import { staffAction } from '@/lib/actions/staff-action'
import { actorOf } from '@/lib/activity/actor-of'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { NOT_FOUND, softDelete, type Kind } from './soft-delete'

/**
 * A list's Delete (the row's menu): the record the form names by `id` to the trash, and the
 * site's pages expired. A missing or made-up id answers the kind's not-found key.
 */
export async function trashRecord(kind: Kind, formData: FormData): Promise<ActionResult> {
  const result = await staffAction(
    {
      permission: 'content',
      schema: z.object({ id: z.string(messageKey(NOT_FOUND[kind])) }),
      formData,
    },
    async ({ id }, viewer) => {
      await softDelete(kind, id, actorOf(viewer))
      return null
    },
  )
  if (result.ok) await expirePublicContent('action')
  return result
}
