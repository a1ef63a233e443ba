import 'server-only'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { and, eq, isNull } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { findMediaUsages } from './find-media-usages'
import type { MediaAltInput } from './media-schemas'
import { toMediaSummary, type MediaSummary } from './media-summary'

export const MEDIA_GONE = 'media.refusals.gone' satisfies AdminMessageKey

/**
 * Saves an item's alt texts, recorded with before → after. Emptying one is refused while the
 * item is used: the site shows it, and a picture without alt text says nothing to someone who
 * cannot see it.
 */
export async function saveMediaAlt(
  input: MediaAltInput,
  actor: ActivityActor,
): Promise<MediaSummary> {
  if (!isRecordId(input.id)) throw AppError.notFound(MEDIA_GONE)
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, input.id), isNull(media.deletedAt)))
      .for('update')
    if (!before) throw AppError.notFound(MEDIA_GONE)
    const emptied = (['altEn', 'altAr'] as const).find((field) => !input[field])
    if (emptied) {
      const usages = await findMediaUsages(tx, input.id)
      if (usages.length) throw AppError.field(emptied, 'media.refusals.altRequiredInUse')
    }
    const next = { altEn: input.altEn || null, altAr: input.altAr || null }
    const changes = diffChanges({ altEn: before.altEn, altAr: before.altAr }, next)
    if (changes.length === 0) return toMediaSummary(before)
    const [after] = await tx.update(media).set(next).where(eq(media.id, input.id)).returning()
    await recordActivity(tx, actor, {
      entityType: 'media',
      entityId: input.id,
      entityLabel: before.originalName,
      action: 'updated',
      changes,
    })
    return toMediaSummary(after!)
  })
}
