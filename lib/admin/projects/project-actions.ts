'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { recordSubmission } from '@/lib/validation/record-submission'
import { projectSchema } from './project-schema'
import { actorOf } from '@/lib/activity/actor-of'
import { duplicateProject } from './duplicate-project'
import { saveProject } from './save-project'

/** Create (no `id` in the form) or update a project from the admin form (recordFormData). */
export async function submitProject(
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const { id, values } = recordSubmission(formData)
  const result = await staffAction(
    { permission: 'content', schema: projectSchema, input: values },
    (input, viewer) => saveProject(input, id, actorOf(viewer)),
  )
  if (result.ok) expirePublicContent('action')
  return result
}

export async function deleteProject(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('project', id, actorOf(viewer))
    return null
  })
  if (result.ok) expirePublicContent('action')
  return result
}

/** Project form › Duplicate: a draft copy with its units; answers the copy's id. */
export async function duplicateProjectAction(id: string): Promise<ActionResult<string>> {
  return staffCall('content', (viewer) => duplicateProject(id, actorOf(viewer)))
}
