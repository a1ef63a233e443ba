import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { importMediaItem } from './import-media-item'
import { masterKey } from './media-keys'
import { mediaStorage } from './storage/media-storage-for-env'

/**
 * The stored master WebP of a live library image (imported first if still pending), for
 * server-side renders such as social cards. Null for anything else.
 */
export async function readMediaMaster(id: string): Promise<Buffer | null> {
  if (!isRecordId(id)) return null
  const read = async () =>
    (
      await db()
        .select({ kind: media.kind, status: media.status })
        .from(media)
        .where(and(eq(media.id, id), isNull(media.deletedAt)))
    )[0]
  let row = await read()
  if (row?.status === 'pending') {
    await importMediaItem(id, { variants: false }) // the sizes are made as they are asked for
    row = await read()
  }
  if (row?.kind !== 'image' || row.status !== 'ready') return null
  return mediaStorage().get(masterKey(id))
}
