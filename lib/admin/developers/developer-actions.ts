'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { recordSubmission } from '@/lib/validation/record-submission'
import { developerSchema } from './developer-schema'
import { saveDeveloper } from './save-developer'

/** Create (no `id` in the form) or update a developer from the admin form (recordFormData). */
export async function submitDeveloper(
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const { id, values } = recordSubmission(formData)
  const result = await staffAction(
    { permission: 'content', schema: developerSchema, input: values },
    (input, viewer) => saveDeveloper(input, id, actorOf(viewer)),
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
