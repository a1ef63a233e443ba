import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
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
export async function getProjectForm(id: string): Promise<ProjectFormValues | null> {
  await assertPermission('content')
  return readProjectForm(id)
}

/** The form read without the role check (that stays in getProjectForm); null if none. */
export async function readProjectForm(
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
