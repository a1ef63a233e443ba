import 'server-only'
import { media } from '@/lib/db/schema'

/** The columns the library list and an item's page both show (a MediaSummaryRow and more). */
export const mediaItemColumns = {
  id: media.id,
  kind: media.kind,
  status: media.status,
  originalName: media.originalName,
  sourceType: media.sourceType,
  byteSize: media.byteSize,
  width: media.width,
  height: media.height,
  altEn: media.altEn,
  altAr: media.altAr,
  importError: media.importError,
  createdAt: media.createdAt,
}
