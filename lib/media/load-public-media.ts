import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { isRecordId } from '@/lib/validation/record-id'
import type { PublicMedia } from './public-media'

/**
 * For public reads: the live, imported items among `ids`, with their alt text in `locale`. A
 * deleted, failed or not yet imported item is absent, so the page shows no broken image.
 */
export async function loadPublicMedia(
  ids: readonly (string | null | undefined)[],
  locale: Locale,
): Promise<Map<string, PublicMedia>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && isRecordId(id)))]
  if (wanted.length === 0) return new Map()
  const rows = await db()
    .select({
      id: media.id,
      kind: media.kind,
      width: media.width,
      height: media.height,
      altEn: media.altEn,
      altAr: media.altAr,
    })
    .from(media)
    .where(and(inArray(media.id, wanted), isNull(media.deletedAt), eq(media.status, 'ready')))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        width: row.width,
        height: row.height,
        alt: (locale === 'ar' ? row.altAr : row.altEn) ?? '',
      },
    ]),
  )
}
