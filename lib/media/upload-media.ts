import 'server-only'
import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { logError } from '@/lib/server/log-error'
import { itemPrefix } from './media-keys'
import { toMediaSummary, type UploadedMedia } from './media-summary'
import { prepareMediaFiles } from './prepare-media-files'
import { sanitizeMediaName } from './sanitize-media-name'
import { mediaStorage } from './storage/media-storage-for-env'
import type { MediaStorage } from './storage/media-storage'
import { writeMediaFiles } from './write-media-files'

const NOT_STORED = 'media.refusals.notStored'

/**
 * Adds an uploaded file to the library: checked and converted (prepareMediaFiles), its files
 * stored under a new id, then the row and its 'uploaded' activity record written in one
 * transaction. Storage failing leaves no row; the database failing leaves no files.
 */
export async function uploadMedia(
  input: { bytes: Uint8Array; name: string },
  actor: ActivityActor,
  storage: MediaStorage = mediaStorage(),
): Promise<UploadedMedia> {
  const id = randomUUID()
  const name = sanitizeMediaName(input.name)
  const prepared = await prepareMediaFiles(id, input.bytes, name)
  try {
    await writeMediaFiles(storage, id, prepared.files)
  } catch (error) {
    logError('Media files could not be stored', error)
    throw AppError.refused(NOT_STORED)
  }
  try {
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          id,
          kind: prepared.kind,
          status: 'ready',
          originalName: name,
          sourceType: prepared.sourceType,
          byteSize: prepared.byteSize,
          width: prepared.width,
          height: prepared.height,
          createdBy: actor.userId,
        })
        .returning()
      // What staff know a file by; its bytes and pixel size are the library's business.
      const facts = (item: typeof inserted) => item && { name: item.originalName, kind: item.kind }
      await recordActivity(tx, actor, {
        entityType: 'media',
        entityId: id,
        entityLabel: name,
        action: 'uploaded',
        changes: diffChanges(null, facts(inserted) ?? null),
      })
      return inserted!
    })
    return { item: toMediaSummary(row), notice: prepared.notice }
  } catch (error) {
    await storage.deletePrefix(itemPrefix(id)).catch((cleanup: unknown) => {
      logError('Files of a media item that was not saved could not be removed', cleanup)
    })
    throw error
  }
}
