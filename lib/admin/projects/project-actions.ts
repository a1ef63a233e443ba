'use server'

import { z } from 'zod'
import type { ActionResult } from '@/lib/actions/action-result'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { trashRecord } from '../trash-record'
import { staffAction } from '@/lib/actions/staff-action'
import { recordSubmission } from '@/lib/validation/record-submission'
import { projectSchema } from './project-schema'
import { actorOf } from '@/lib/activity/actor-of'
import { duplicateProject } from './duplicate-project'
import { saveProject } from './save-project'

/** Delete and Duplicate name the project by its id (a made-up one answers not found). */
const projectIdSchema = z.object({
  id: z.string(messageKey('content.projects.fieldErrors.notFound')),
})

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
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Projects › Delete (the row's menu): to the trash. */
export async function deleteProject(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return trashRecord('project', formData)
}

/** Project form › Duplicate: a draft copy with its units; answers the copy's id. */
export async function duplicateProjectAction(
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  return staffAction(
    { permission: 'content', schema: projectIdSchema, formData },
    ({ id }, viewer) => duplicateProject(id, actorOf(viewer)),
  )
}
