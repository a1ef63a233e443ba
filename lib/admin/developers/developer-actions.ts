'use server'

import { z } from 'zod'
import { actorOf } from '@/lib/activity/actor-of'
import type { ActionResult } from '@/lib/actions/action-result'
import { messageKey } from '@/lib/admin-i18n/admin-message-key'
import { expirePublicContent } from '@/lib/content/expire-public-content'
import { softDelete } from '../soft-delete'
import { staffAction } from '@/lib/actions/staff-action'
import { recordSubmission } from '@/lib/validation/record-submission'
import { developerSchema } from './developer-schema'
import { saveDeveloper } from './save-developer'

/** The list's Delete: the developer's id (a made-up one answers not found). */
const deleteSchema = z.object({
  id: z.string(messageKey('content.developers.fieldErrors.notFound')),
})

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

/** Developers › Delete (the row's menu): to the trash. */
export async function deleteDeveloper(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  const result = await staffAction(
    { permission: 'content', schema: deleteSchema, formData },
    async ({ id }, viewer) => {
      await softDelete('developer', id, actorOf(viewer))
      return null
    },
  )
  if (result.ok) expirePublicContent('action')
  return result
}
