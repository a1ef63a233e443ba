import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import {
  projectGalleryItems,
  projects,
  projectSections,
  projectTranslations,
} from '@/lib/db/schema'
import { readMediaSummaries } from '@/lib/media/read-media-summaries'
import { isRecordId } from '@/lib/validation/record-id'
import { projectFormValues, projectMediaIds, type ProjectFormValues } from './project-form-values'

export type { ProjectFormValues }

/** A live project with both translations and sections, shaped as the form's values. */
export async function readProjectForm({
  viewer,
  id,
}: {
  viewer: Viewer
  id: string
}): Promise<ProjectFormValues | null> {
  requirePermission(viewer, 'content')
  return readProjectFormValues(id)
}

/**
 * The same values inside a save's transaction (the activity log's before and after); the
 * save's action has checked the role.
 */
export async function readProjectFormValues(
  id: string,
  q: Queryable = db(),
): Promise<ProjectFormValues | null> {
  if (!isRecordId(id)) return null
  const [project] = await q
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
  if (!project) return null
  const [translations, sections, gallery] = await Promise.all([
    q.select().from(projectTranslations).where(eq(projectTranslations.projectId, id)),
    q.select().from(projectSections).where(eq(projectSections.projectId, id)),
    q.select().from(projectGalleryItems).where(eq(projectGalleryItems.projectId, id)),
  ])
  const media = await readMediaSummaries(projectMediaIds(project, gallery), q)
  return projectFormValues({ project, translations, sections, gallery, media })
}
