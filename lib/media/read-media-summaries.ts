import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { isRecordId } from '@/lib/validation/record-id'
import { toMediaSummary, type MediaSummary } from './media-summary'

/**
 * Live items by id as forms and pickers show them, for callers that have checked the role
 * (form reads, in a save's transaction too); an id that is not one is absent from the map.
 */
export async function readMediaSummaries(
  ids: readonly (string | null | undefined)[],
  q: Queryable = db(),
): Promise<Map<string, MediaSummary>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && isRecordId(id)))]
  if (wanted.length === 0) return new Map()
  const rows = await q
    .select({
      id: media.id,
      kind: media.kind,
      status: media.status,
      originalName: media.originalName,
      width: media.width,
      height: media.height,
      altEn: media.altEn,
      altAr: media.altAr,
    })
    .from(media)
    .where(and(inArray(media.id, wanted), isNull(media.deletedAt)))
  return new Map(rows.map((row) => [row.id, toMediaSummary(row)]))
}
