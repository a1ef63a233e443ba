'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { revalidatePublicContent } from '../revalidate-public'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { saveUnit } from './save-unit'
import { unitSchema } from './unit-schema'

/** Create (`id` null) or update a unit from the admin form. */
export async function submitUnit(
  id: string | null,
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const result = await staffAction(
    { permission: 'content', schema: unitSchema, formData },
    (input) => saveUnit(input, id ?? undefined),
  )
  if (result.ok) revalidatePublicContent()
  return result
}

export async function deleteUnit(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('unit', id, viewer.userId)
    return null
  })
  if (result.ok) revalidatePublicContent()
  return result
}
