import 'server-only'
import { itemPrefix } from './media-keys'
import type { MediaFile } from './prepare-media-files'
import type { MediaStorage } from './storage/media-storage'

/** Stores an item's files; if any write fails, none of them is left behind. */
export async function writeMediaFiles(
  storage: MediaStorage,
  id: string,
  files: MediaFile[],
): Promise<void> {
  const writes = await Promise.allSettled(
    files.map((file) => storage.put(file.key, file.bytes, file.contentType)),
  )
  const failed = writes.find((write) => write.status === 'rejected')
  if (!failed) return
  await storage.deletePrefix(itemPrefix(id)).catch(() => {})
  throw failed.reason
}
