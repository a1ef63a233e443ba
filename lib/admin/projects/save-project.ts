import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import {
  developers,
  projectGalleryItems,
  projects,
  projectSections,
  projectTranslations,
} from '@/lib/db/schema'
import { checkMediaRefs } from '@/lib/media/check-media-refs'
import type { ColumnsOnly, Queryable } from '@/lib/db/types'
import { AppError } from '@/lib/actions/app-error'
import { isRecordId } from '@/lib/validation/record-id'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { publishDeveloper } from '../developers/publish-developer'
import { recordContentChange } from '../record-content-change'
import { readProjectFormValues } from './read-project-form'
import type { ProjectInput } from './project-schema'

type Base = ColumnsOnly<
  typeof projects,
  Omit<ProjectInput, 'en' | 'ar' | 'gallery' | 'publishDeveloper'>
>
type LocaleInput = ProjectInput['en']

/**
 * Creates (no id) or updates a project with its English and Arabic translations and sections
 * in one transaction. The original product did not check the translation and section writes
 * and could leave half-saved projects; here any failed write rolls the whole save back.
 * `database`: the seed passes its transaction (the save is then a savepoint in it).
 */
export async function saveProject(
  input: ProjectInput,
  id?: string,
  actor: ActivityActor | null = null,
  database: Queryable = db(),
): Promise<string> {
  const { en, ar, gallery, publishDeveloper: alsoDeveloper, ...base } = input
  return database.transaction(async (tx) => {
    await checkDeveloper(tx, base.developerId)
    await checkMediaRefs(tx, [
      { field: 'logoMediaId', id: base.logoMediaId, accept: 'image' },
      { field: 'thumbnailMediaId', id: base.thumbnailMediaId, accept: 'image' },
      { field: 'heroMediaId', id: base.heroMediaId, accept: 'image' },
      { field: 'logoLargeMediaId', id: base.logoLargeMediaId, accept: 'image' },
      { field: 'masterplanMediaId', id: base.masterplanMediaId, accept: 'image' },
      ...gallery.map((row, index) => ({
        field: `gallery.${index}.media`,
        id: row.mediaId,
        accept: 'image' as const,
      })),
    ])
    const before = id !== undefined && isRecordId(id) ? await readProjectFormValues(id, tx) : null
    const projectId = id === undefined ? await insertBase(tx, base) : await updateBase(tx, id, base)
    await saveLocale(tx, projectId, 'en', en)
    await saveLocale(tx, projectId, 'ar', ar)
    await saveGallery(tx, projectId, gallery)
    if (alsoDeveloper && base.status === 'published')
      await publishDeveloper(tx, base.developerId, actor)
    await recordContentChange(tx, actor, {
      entityType: 'project',
      entityId: projectId,
      label: en.title,
      before,
      after: await readProjectFormValues(projectId, tx),
    })
    return projectId
  })
}

async function insertBase(tx: Queryable, base: Base) {
  const [row] = await tx.insert(projects).values(base).returning({ id: projects.id })
  if (!row) throw new Error('Project insert returned no row')
  return row.id
}

async function updateBase(tx: Queryable, id: string, base: Base) {
  if (!isRecordId(id)) throw AppError.notFound('content.projects.fieldErrors.notFound')
  const [row] = await tx
    .update(projects)
    .set(base)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
    .returning({ id: projects.id })
  if (!row) throw AppError.notFound('content.projects.fieldErrors.notFound')
  return row.id
}

/** The gallery as the form lists it: the rows are replaced, in the form's order. */
async function saveGallery(tx: Queryable, projectId: string, gallery: ProjectInput['gallery']) {
  await tx.delete(projectGalleryItems).where(eq(projectGalleryItems.projectId, projectId))
  if (gallery.length === 0) return
  await tx
    .insert(projectGalleryItems)
    .values(gallery.map((row, sortOrder) => ({ projectId, sortOrder, ...row })))
}

/** Upserts one locale's translation and sections rows on (project_id, locale). */
async function saveLocale(
  tx: Queryable,
  projectId: string,
  locale: 'en' | 'ar',
  { sections, ...rest }: LocaleInput,
) {
  const texts: ColumnsOnly<typeof projectTranslations, typeof rest> = rest
  const sectionColumns: ColumnsOnly<typeof projectSections, typeof sections> = sections
  await checkCrossSellTarget(tx, projectId, locale, sections.crossSellProjectId)
  await tx
    .insert(projectTranslations)
    .values({ projectId, locale, ...texts })
    .onConflictDoUpdate({
      target: [projectTranslations.projectId, projectTranslations.locale],
      set: texts,
    })
  await tx
    .insert(projectSections)
    .values({ projectId, locale, ...sectionColumns })
    .onConflictDoUpdate({
      target: [projectSections.projectId, projectSections.locale],
      set: sectionColumns,
    })
}

/** A developer deleted while the form was open, or a crafted id: a message, not a failed key. */
async function checkDeveloper(tx: Queryable, developerId: string) {
  const [row] = await tx
    .select({ id: developers.id })
    .from(developers)
    .where(and(eq(developers.id, developerId), isNull(developers.deletedAt)))
    .for('share')
  if (!row) throw AppError.field('developerId', 'content.projects.fieldErrors.chooseDeveloper')
}

/**
 * The form only offers other live projects; a stale form or a crafted post gets the message
 * under the field instead of a failed constraint.
 */
async function checkCrossSellTarget(
  tx: Queryable,
  projectId: string,
  locale: 'en' | 'ar',
  target: string | null,
) {
  if (target === null) return
  const field = `${locale}.sections.crossSellProjectId`
  if (target === projectId)
    throw AppError.field(field, 'content.projects.fieldErrors.crossSellSelf')
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, target), isNull(projects.deletedAt)))
  if (!row) throw AppError.field(field, 'content.projects.fieldErrors.chooseProject')
}
