import 'server-only'
import { and, count, desc, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { clampPage, containsPattern, PAGE_SIZE, type ListPage } from '@/lib/validation/paging'
import { media } from '@/lib/db/schema'
import type { MediaKind, MediaStatus } from '@/lib/enums/media-kinds'
import { countMediaUsages } from './count-media-usages'
import { mediaItemColumns } from './media-item-columns'
import { toMediaSummary, type MediaSummary } from './media-summary'

type MediaFilters = {
  viewer: Viewer
  search: string
  kinds: readonly MediaKind[]
  statuses?: readonly MediaStatus[]
  page: number
}

export type MediaListItem = MediaSummary & {
  sourceType: string | null
  byteSize: number | null
  usageCount: number
  importError: string | null
  createdAt: Date
}

/**
 * One page of live library items, newest first (content permission): the search matches the
 * file name and both alt texts (case-insensitive), with how many places use each item. The
 * Media Library page and the media picker (only items a field may take) read it.
 */
export async function listMedia(filters: MediaFilters): Promise<ListPage<MediaListItem>> {
  requirePermission(filters.viewer, 'content')
  const conditions: SQL[] = [isNull(media.deletedAt), inArray(media.kind, [...filters.kinds])]
  if (filters.statuses) conditions.push(inArray(media.status, [...filters.statuses]))
  if (filters.search) {
    const pattern = containsPattern(filters.search)
    conditions.push(
      or(
        ilike(media.originalName, pattern),
        ilike(media.altEn, pattern),
        ilike(media.altAr, pattern),
      )!,
    )
  }
  const where = and(...conditions)
  const [counted] = await db().select({ total: count() }).from(media).where(where)
  const total = counted?.total ?? 0
  const { page, pageCount, offset } = clampPage(filters.page, total)
  const rows = await db()
    .select(mediaItemColumns)
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(PAGE_SIZE)
    .offset(offset)
  const uses = await countMediaUsages(
    db(),
    rows.map((row) => row.id),
  )
  return {
    rows: rows.map((row) => ({
      ...toMediaSummary(row),
      sourceType: row.sourceType,
      byteSize: row.byteSize,
      usageCount: uses.get(row.id) ?? 0,
      importError: row.importError,
      createdAt: row.createdAt,
    })),
    total,
    page,
    pageCount,
  }
}

/** The ?kind= filter of the library page: 'image', 'pdf' or both. */
export function kindsOf(kind: string | undefined): readonly MediaKind[] {
  return kind === 'image' || kind === 'pdf' ? [kind] : ['image', 'pdf']
}
