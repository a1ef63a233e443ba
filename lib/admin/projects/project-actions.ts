'use server'

import type { ActionResult } from '@/lib/actions/action-result'
import { revalidatePublicContent } from '../revalidate-public'
import { softDelete } from '../soft-delete'
import { staffAction, staffCall } from '@/lib/actions/staff-action'
import { projectSchema } from './project-schema'
import { saveProject } from './save-project'

/** Create (`id` null) or update a project from the admin form. */
export async function submitProject(
  id: string | null,
  _previous: ActionResult<string> | null,
  formData: FormData,
): Promise<ActionResult<string>> {
  const result = await staffAction(
    { permission: 'content', schema: projectSchema, formData },
    (input) => saveProject(input, id ?? undefined),
  )
  if (result.ok) revalidatePublicContent()
  return result
}

export async function deleteProject(id: string): Promise<ActionResult<null>> {
  const result = await staffCall('content', async (viewer) => {
    await softDelete('project', id, viewer.userId)
    return null
  })
  if (result.ok) revalidatePublicContent()
  return result
}
