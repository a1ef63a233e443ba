import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { generateMediaVariant } from './generate-media-variant'
import { importMediaItem } from './import-media-item'
import { CONTENT_TYPES, documentKey, variantKey } from './media-keys'
import { mediaWidths, parseMediaFileName } from './media-urls'
import { mediaStorage } from './storage/media-storage-for-env'

export type MediaFileAnswer = {
  bytes: Buffer
  contentType: string
  /** A PDF's display name, for its Content-Disposition. */
  downloadName: string | null
}

const liveRow = async (id: string) =>
  (
    await db()
      .select({
        kind: media.kind,
        status: media.status,
        width: media.width,
        name: media.originalName,
      })
      .from(media)
      .where(and(eq(media.id, id), isNull(media.deletedAt)))
  )[0]

/**
 * What /media/{id}/{file} serves: a live item's file ("640.webp", "1920.avif" in the widths
 * that item has, "document.pdf" for a PDF), imported first if the item is still pending, a
 * missing variant made from the master. Null for everything else (unknown or deleted items,
 * other widths, formats or names), which the route answers with 404.
 */
export async function readMediaFile(id: string, file: string): Promise<MediaFileAnswer | null> {
  const wanted = parseMediaFileName(file)
  if (!wanted || !isRecordId(id)) return null
  let row = await liveRow(id)
  if (row?.status === 'pending') {
    await importMediaItem(id, { variants: false }) // the sizes are made as they are asked for
    row = await liveRow(id)
  }
  if (!row || row.status !== 'ready' || row.kind !== wanted.kind) return null
  const storage = mediaStorage()
  if (wanted.kind === 'pdf') {
    const bytes = await storage.get(documentKey(id))
    return bytes && { bytes, contentType: CONTENT_TYPES.pdf, downloadName: row.name }
  }
  if (!row.width || !mediaWidths(row.width).includes(wanted.width)) return null
  const key = variantKey(id, wanted.width, wanted.format)
  const bytes =
    (await storage.get(key)) ?? (await generateMediaVariant(id, wanted.width, wanted.format))
  return bytes && { bytes, contentType: CONTENT_TYPES[wanted.format], downloadName: null }
}
