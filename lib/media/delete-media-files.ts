import 'server-only'
import { itemPrefix } from './media-keys'
import { mediaStorage } from './storage/media-storage-for-env'

/** Removes every stored file of an item (after its row is deleted for good). */
export async function deleteMediaFiles(id: string): Promise<void> {
  await mediaStorage().deletePrefix(itemPrefix(id))
}
