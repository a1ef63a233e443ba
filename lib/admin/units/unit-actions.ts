'use server'

import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { trashRecord } from '../trash-record'
import { staffAction } from '@/lib/actions/staff-action'
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
  if (result.ok) await expirePublicContent('action')
  return result
}

/** Units › Delete (the row's menu): to the trash. */
export async function deleteUnit(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return trashRecord('unit', formData)
}
