'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { trashRecord } from '../trash-record'
import { staffAction } from '@/lib/actions/staff-action'
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
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Developers › Delete (the row's menu): to the trash. */
export async function deleteDeveloper(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return trashRecord('developer', formData)
}
