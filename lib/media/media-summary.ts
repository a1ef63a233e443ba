// What forms and pickers know of a library item. Pure (types and a mapper): shared by server
// reads, server actions and client components.
import type { MessageValues } from '@/lib/actions/message-key'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import type { MediaKind, MediaStatus } from '@/lib/enums/media-kinds'
import { mediaThumbUrl } from './media-urls'

export type MediaSummary = {
  id: string
  kind: MediaKind
  /** The uploaded file's name (display text only). */
  name: string
  /** The smallest WebP variant; null for a PDF or an image not imported yet. */
  thumbUrl: string | null
  /** '' when not written yet. */
  altEn: string
  altAr: string
  width: number | null
  height: number | null
  status: MediaStatus
}

/** Which media a field takes. */
export type MediaAccept = 'image' | 'image-or-pdf'

export type MediaSummaryRow = {
  id: string
  kind: MediaKind
  status: MediaStatus
  originalName: string
  width: number | null
  height: number | null
  altEn: string | null
  altAr: string | null
}

export function toMediaSummary(row: MediaSummaryRow): MediaSummary {
  const ready = row.kind === 'image' && row.status === 'ready' && row.width
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    thumbUrl: ready ? mediaThumbUrl(row.id, row.width!) : null,
    altEn: row.altEn ?? '',
    altAr: row.altAr ?? '',
    width: row.width,
    height: row.height,
    status: row.status,
  }
}

/** Alt text in both languages: required before an item may be shown on a public page. */
export const hasBothAlts = (item: { altEn: string | null; altAr: string | null }) =>
  !!item.altEn?.trim() && !!item.altAr?.trim()

export const acceptsKind = (accept: MediaAccept, kind: MediaKind) =>
  kind === 'image' || accept === 'image-or-pdf'

/** What the upload route answers for a file taken into the library. */
export type UploadedMedia = {
  item: MediaSummary
  /** Said to the uploader (the name claimed another type than the bytes were). */
  notice: UploadNotice | null
}

/** A remark on an accepted file, worded where it is shown (a catalogue key and its values). */
export type UploadNotice = { message: AdminMessageKey; values: MessageValues }
