import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import type { Locale } from '@/lib/i18n/locales'
import { media } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { describeUsages, findMediaUsages } from './find-media-usages'
import { MEDIA_GONE } from './save-media-alt'

/**
 * Moves a library item to the trash, refused while anything uses it (records in the trash
 * too: restoring one must find its images) with the list of where.
 */
export async function softDeleteMedia(
  id: string,
  actor: ActivityActor,
  /** The language the refusal's list of records is written in (the viewer's). */
  locale: Locale = 'en',
): Promise<void> {
  if (!isRecordId(id)) throw AppError.notFound(MEDIA_GONE)
  await db().transaction(async (tx) => {
    // Locked first: a content save checking this item (checkMediaRefs) waits, or is waited for.
    const [row] = await tx
      .select({ name: media.originalName, kind: media.kind })
      .from(media)
      .where(and(eq(media.id, id), isNull(media.deletedAt)))
      .for('update')
    if (!row) throw AppError.notFound(MEDIA_GONE)
    const usages = await findMediaUsages(tx, id)
    if (usages.length) {
      throw AppError.refused('media.refusals.inUse', {
        kind: row.kind,
        usages: describeUsages(usages, locale),
      })
    }
    await tx
      .update(media)
      .set({ deletedAt: new Date(), deletedBy: actor.userId })
      .where(eq(media.id, id))
    await recordActivity(tx, actor, {
      entityType: 'media',
      entityId: id,
      entityLabel: row.name,
      action: 'deleted',
    })
  })
}
