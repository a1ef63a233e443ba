'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { saveUnit } from './save-unit'
import { unitSchema } from './unit-schema'

/** Create (`id` null) or update a unit from the admin form. */
export async function submitUnit(
  id: string | null,
  values: unknown,
): Promise<ActionResult<string>> {
  const result = await staffAction(
    { permission: 'content', schema: unitSchema, input: values },
    (input, viewer) => saveUnit(input, id ?? undefined, actorOf(viewer)),
  )
  if (result.ok) expirePublicContent('action')
  return result
}

export async function deleteUnit(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('unit', id, actorOf(viewer))
    return null
  })
  if (result.ok) expirePublicContent('action')
  return result
}
