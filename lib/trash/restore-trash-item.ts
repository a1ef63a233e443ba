import 'server-only'
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { developers, media, projects, projectUnits } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { isRecordId } from '@/lib/validation/record-id'
import { trashItemLabel } from './trash-item-label'
import type { TrashKind } from './trash-kinds'
import { OWN_RESTORE_DAYS, type TrashScope } from './trash-scope'

const GONE = 'trash.refusals.gone'

const tables = { developer: developers, project: projects, unit: projectUnits, media }

/**
 * Puts a developer, project, unit or media item back where it was, recorded as 'restored' in
 * the same transaction. Refused, with what to do, when its slug has been given to another live
 * record since, or its parent is still in the trash.
 */
export async function restoreTrashItem(
  kind: TrashKind,
  id: string,
  actor: ActivityActor | null,
  scope: TrashScope = null,
): Promise<void> {
  if (!isRecordId(id)) throw AppError.notFound(GONE)
  await db().transaction(async (tx) => {
    if (scope) await checkScope(tx, kind, id, scope)
    if (kind === 'developer') await checkDeveloper(tx, id)
    else if (kind === 'project') await checkProject(tx, id)
    else if (kind === 'unit') await checkUnit(tx, id)
    else await checkMedia(tx, id)
    const table = tables[kind]
    await tx.update(table).set({ deletedAt: null, deletedBy: null }).where(eq(table.id, id))
    await recordActivity(tx, actor, {
      entityType: kind,
      entityId: id,
      entityLabel: await trashItemLabel(tx, kind, id),
      action: 'restored',
    })
  })
}

/** A moderator restores only what they deleted themselves, within the 30 days. */
async function checkScope(
  tx: Queryable,
  kind: TrashKind,
  id: string,
  scope: NonNullable<TrashScope>,
) {
  const table = tables[kind]
  const [row] = await tx
    .select({ deletedBy: table.deletedBy, deletedAt: table.deletedAt })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .for('update')
  if (!row) throw AppError.notFound(GONE)
  if (row.deletedBy !== scope.deletedBy || row.deletedAt! < scope.since)
    throw AppError.refused('trash.refusals.notYours', { days: OWN_RESTORE_DAYS })
}

async function checkMedia(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), isNotNull(media.deletedAt)))
    .for('update')
  if (!row) throw AppError.notFound(GONE)
}

const slugTaken = (slug: string, owner: 'developer' | 'project' | 'unit') =>
  AppError.refused('trash.refusals.slugTaken', { slug, owner })

async function checkDeveloper(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ slug: developers.slug })
    .from(developers)
    .where(and(eq(developers.id, id), isNotNull(developers.deletedAt)))
    .for('update')
  if (!row) throw AppError.notFound(GONE)
  const [taken] = await tx
    .select({ id: developers.id })
    .from(developers)
    .where(and(eq(developers.slug, row.slug), isNull(developers.deletedAt), ne(developers.id, id)))
  if (taken) throw slugTaken(row.slug, 'developer')
}

async function checkProject(tx: Queryable, id: string) {
  const [row] = await tx
    .select({
      slug: projects.slug,
      developerDeleted: developers.deletedAt,
      developer: developers.slug,
    })
    .from(projects)
    .innerJoin(developers, eq(developers.id, projects.developerId))
    .where(and(eq(projects.id, id), isNotNull(projects.deletedAt)))
    .for('update', { of: projects })
  if (!row) throw AppError.notFound(GONE)
  if (row.developerDeleted)
    throw AppError.refused('trash.refusals.developerInTrash', { name: row.developer })
  const [taken] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, row.slug), isNull(projects.deletedAt), ne(projects.id, id)))
  if (taken) throw slugTaken(row.slug, 'project')
}

async function checkUnit(tx: Queryable, id: string) {
  const [row] = await tx
    .select({
      slug: projectUnits.slug,
      projectId: projectUnits.projectId,
      projectDeleted: projects.deletedAt,
      project: projects.slug,
    })
    .from(projectUnits)
    .innerJoin(projects, eq(projects.id, projectUnits.projectId))
    .where(and(eq(projectUnits.id, id), isNotNull(projectUnits.deletedAt)))
    .for('update', { of: projectUnits })
  if (!row) throw AppError.notFound(GONE)
  if (row.projectDeleted)
    throw AppError.refused('trash.refusals.projectInTrash', { name: row.project })
  const [taken] = await tx
    .select({ id: projectUnits.id })
    .from(projectUnits)
    .where(
      and(
        eq(projectUnits.projectId, row.projectId),
        eq(projectUnits.slug, row.slug),
        isNull(projectUnits.deletedAt),
        ne(projectUnits.id, id),
      ),
    )
  if (taken) throw slugTaken(row.slug, 'unit')
}
