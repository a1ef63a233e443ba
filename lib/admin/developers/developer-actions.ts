'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { developerSchema } from './developer-schema'
import { saveDeveloper } from './save-developer'

/** Create (`id` null) or update a developer from the admin form's values. */
export async function submitDeveloper(
  id: string | null,
  values: unknown,
): Promise<ActionResult<string>> {
  const result = await staffAction(
    { permission: 'content', schema: developerSchema, input: values },
    (input, viewer) => saveDeveloper(input, id ?? undefined, actorOf(viewer)),
  )
  if (result.ok) expirePublicContent('action')
  return result
}

export async function deleteDeveloper(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('developer', id, actorOf(viewer))
    return null
  })
  if (result.ok) expirePublicContent('action')
  return result
}
