'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { recordSubmission } from '@/lib/validation/record-submission'
import { saveUnit } from './save-unit'
import { unitSchema } from './unit-schema'

/** Create (no `id` in the form) or update a unit from the admin form (recordFormData). */
export async function submitUnit(
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const { id, values } = recordSubmission(formData)
  const result = await staffAction(
    { permission: 'content', schema: unitSchema, input: values },
    (input, viewer) => saveUnit(input, id, actorOf(viewer)),
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
