import 'server-only'
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { developers, leads, media, projects, projectUnits } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { deleteMediaFiles } from '@/lib/media/delete-media-files'
import type { Locale } from '@/lib/i18n/locales'
import { describeUsages, findMediaUsages } from '@/lib/media/find-media-usages'
import { logError } from '@/lib/server/log-error'
import { isRecordId } from '@/lib/validation/record-id'
import { trashItemLabel } from './trash-item-label'
import type { TrashKind } from './trash-kinds'

const countOf = async (tx: Queryable, table: typeof projects | typeof leads, where: SQL) =>
  (await tx.select({ n: count() }).from(table).where(where))[0]?.n ?? 0

const GONE = 'trash.refusals.gone'
const tables = { developer: developers, project: projects, unit: projectUnits, media }

/**
 * Deletes an item in the trash for good (translations and sections go with it; a project takes
 * its units; a media item's files are removed from storage once the row is gone), recorded as
 * 'purged' in the same transaction. Refused while a developer still has projects, while leads
 * name the project (the sales history must keep saying which project a lead was about), or
 * while a record still points at the media item.
 */
export async function purgeTrashItem(
  kind: TrashKind,
  id: string,
  actor: ActivityActor | null,
  /** The language the refusal's list of records is written in (the viewer's). */
  locale: Locale = 'en',
): Promise<void> {
  if (!isRecordId(id)) throw AppError.notFound(GONE)
  const table = tables[kind]
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .for('update')
    if (!row) throw AppError.notFound(GONE)
    if (kind === 'developer') {
      const n = await countOf(tx, projects, eq(projects.developerId, id))
      if (n > 0) throw AppError.refused('trash.refusals.developerHasProjects', { count: n })
    }
    if (kind === 'project') {
      const n = await countOf(tx, leads, eq(leads.projectId, id))
      if (n > 0) throw AppError.refused('trash.refusals.projectHasLeads', { count: n })
      await tx.delete(projectUnits).where(eq(projectUnits.projectId, id))
    }
    if (kind === 'media') {
      const usages = await findMediaUsages(tx, id)
      if (usages.length)
        throw AppError.refused('trash.refusals.mediaInUse', {
          usages: describeUsages(usages, locale),
        })
    }
    const entityLabel = await trashItemLabel(tx, kind, id)
    await tx.delete(table).where(eq(table.id, id))
    await recordActivity(tx, actor, {
      entityType: kind,
      entityId: id,
      entityLabel,
      action: 'purged',
    })
  })
  // Only once the row is gone for good: a failed delete above leaves its files in place.
  if (kind === 'media') {
    await deleteMediaFiles(id).catch((error: unknown) =>
      logError('Files of a media item deleted for good could not be removed', error),
    )
  }
}
