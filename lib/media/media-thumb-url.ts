import type { MediaStatus } from '@/lib/enums/media-kinds'
import { mediaThumbUrl } from './media-urls'

/** A list's thumbnail of a library image, or null when there is none to show yet. */
export function listThumbUrl(
  item: {
    id: string | null
    width: number | null
    status: MediaStatus | null
    deletedAt?: Date | null
  } | null,
): string | null {
  if (!item?.id || !item.width || item.status !== 'ready' || item.deletedAt) return null
  return mediaThumbUrl(item.id, item.width)
}
