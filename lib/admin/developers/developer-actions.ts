'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { revalidatePublicContent } from '../revalidate-public'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { developerSchema } from './developer-schema'
import { saveDeveloper } from './save-developer'

/** Create (`id` null) or update a developer from the admin form. */
export async function submitDeveloper(
  id: string | null,
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const result = await staffAction(
    { permission: 'content', schema: developerSchema, formData },
    (input) => saveDeveloper(input, id ?? undefined),
  )
  if (result.ok) revalidatePublicContent()
  return result
}

export async function deleteDeveloper(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('developer', id, viewer.userId)
    return null
  })
  if (result.ok) revalidatePublicContent()
  return result
}
