import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { media } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { isRecordId } from '@/lib/validation/record-id'
import { acceptsKind, type MediaAccept } from './media-summary'

export type MediaRef = { field: string; id: string | null; accept: MediaAccept }

/**
 * For content saves, in their transaction: every chosen item must be a live library item of a
 * kind the field takes, not a failed import, with alt text in English and Arabic. Throws a
 * field AppError for the first that is not. The rows are locked (FOR SHARE) until the save
 * commits, so the item cannot be deleted in between.
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
    if (!item) throw AppError.field(ref.field, 'media.refusals.goneChooseAnother')
    if (!acceptsKind(ref.accept, item.kind))
      throw AppError.field(ref.field, 'media.refusals.pdfNotImage')
    if (item.status === 'failed') throw AppError.field(ref.field, 'media.refusals.importFailed')
    const missing = missingAltKey(item)
    if (missing) throw AppError.field(ref.field, missing)
  }
}

/** Which alt text a chosen item still lacks, as its message. */
function missingAltKey(item: { altEn: string | null; altAr: string | null }) {
  const english = !item.altEn?.trim()
  const arabic = !item.altAr?.trim()
  if (english && arabic) return 'media.refusals.altMissingBoth'
  if (english) return 'media.refusals.altMissingEnglish'
  return arabic ? 'media.refusals.altMissingArabic' : null
}
