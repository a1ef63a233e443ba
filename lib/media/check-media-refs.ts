import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { FieldError } from '@/lib/actions/field-error'
import { media } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { isRecordId } from '@/lib/validation/record-id'
import { acceptsKind, missingAltText, type MediaAccept } from './media-summary'

export type MediaRef = { field: string; id: string | null; accept: MediaAccept }

/**
 * For content saves, in their transaction: every chosen item must be a live library item of a
 * kind the field takes, not a failed import, with alt text in English and Arabic. Throws
 * FieldError(field, message) for the first that is not. The rows are locked (FOR SHARE) until
 * the save commits, so the item cannot be deleted in between.
 */
export async function checkMediaRefs(tx: Queryable, refs: MediaRef[]): Promise<void> {
  const chosen = refs.filter((ref): ref is MediaRef & { id: string } => !!ref.id)
  const ids = [...new Set(chosen.map((ref) => ref.id).filter(isRecordId))]
  const rows = ids.length
    ? await tx
        .select({
          id: media.id,
          kind: media.kind,
          status: media.status,
          altEn: media.altEn,
          altAr: media.altAr,
        })
        .from(media)
        .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
        .for('share')
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const ref of chosen) {
    const item = byId.get(ref.id)
    if (!item)
      throw new FieldError(
        ref.field,
        'This item is no longer in the media library. Choose another.',
      )
    if (!acceptsKind(ref.accept, item.kind))
      throw new FieldError(ref.field, 'This is a PDF. Choose an image.')
    if (item.status === 'failed')
      throw new FieldError(
        ref.field,
        'This image could not be imported. Choose another, or upload it again.',
      )
    const missing = missingAltText(item)
    if (missing)
      throw new FieldError(
        ref.field,
        `${missing}: add it in the picker or the Media Library before using this item.`,
      )
  }
}
