import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { staffNameIn } from '@/lib/db/record-names'
import { media, users } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'
import { findMediaUsages, type MediaUsage } from './find-media-usages'
import { mediaItemColumns } from './media-item-columns'
import { toMediaSummary, type MediaSummary } from './media-summary'

export type MediaDetail = MediaSummary & {
  sourceType: string | null
  byteSize: number | null
  sourceUrl: string | null
  importError: string | null
  uploadedBy: string | null
  createdAt: Date
  usages: MediaUsage[]
}

/** One live library item with where it is used (content permission); null if there is none. */
export async function readMediaDetail({
  viewer,
  id,
}: {
  viewer: Viewer
  id: string
}): Promise<MediaDetail | null> {
  requirePermission(viewer, 'content')
  if (!isRecordId(id)) return null
  const [row] = await db()
    .select({
      ...mediaItemColumns,
      sourceUrl: media.sourceUrl,
      uploaderName: staffNameIn(viewer.locale ?? 'en', users),
      uploaderEmail: users.email,
    })
    .from(media)
    .leftJoin(users, eq(users.id, media.createdBy))
    .where(and(eq(media.id, id), isNull(media.deletedAt)))
  if (!row) return null
  return {
    ...toMediaSummary(row),
    sourceType: row.sourceType,
    byteSize: row.byteSize,
    sourceUrl: row.sourceUrl,
    importError: row.importError,
    uploadedBy: row.uploaderName || row.uploaderEmail || null,
    createdAt: row.createdAt,
    usages: await findMediaUsages(db(), id, viewer.locale ?? 'en'),
  }
}
