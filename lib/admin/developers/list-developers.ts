import 'server-only'
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { developerNameIn } from '@/lib/db/record-names'
import { developers, developerTranslations, media } from '@/lib/db/schema'
import { listThumbUrl } from '@/lib/media/media-thumb-url'
import {
  containsPattern,
  type ListPage,
  type ListQuery,
  readListPage,
} from '@/lib/validation/paging'

export type DeveloperRow = {
  id: string
  /** The logo's list thumbnail; null until its file is imported. */
  logoUrl: string | null
  name: string | null
  slug: string
  status: 'draft' | 'published' | 'archived'
  sortOrder: number
}

const english = and(
  eq(developerTranslations.developerId, developers.id),
  eq(developerTranslations.locale, 'en'),
)

/**
 * Spec §2 developer list: live developers with their English name, ordered by sort order,
 * searched over every shown column (case-insensitive) and paged on the server.
 */
export async function listDevelopers({
  viewer,
  search,
  page,
}: ListQuery & { viewer: Viewer }): Promise<ListPage<DeveloperRow>> {
  requirePermission(viewer, 'content')
  const locale = viewer.locale ?? 'en'
  const pattern = containsPattern(search)
  const where = and(
    isNull(developers.deletedAt),
    search
      ? or(
          ilike(developerTranslations.name, pattern),
          ilike(developerNameIn(locale, developers.id), pattern),
          ilike(developers.slug, pattern),
          ilike(sql`${developers.status}::text`, pattern),
          ilike(sql`${developers.sortOrder}::text`, pattern),
        )
      : undefined,
  )
  return readListPage(
    page,
    async () =>
      (
        await db()
          .select({ total: count() })
          .from(developers)
          .leftJoin(developerTranslations, english)
          .where(where)
      )[0]?.total ?? 0,
    async (offset, limit) =>
      (
        await db()
          .select({
            id: developers.id,
            logo: {
              id: media.id,
              width: media.width,
              status: media.status,
              deletedAt: media.deletedAt,
            },
            name: developerNameIn(locale, developers.id),
            slug: developers.slug,
            status: developers.status,
            sortOrder: developers.sortOrder,
          })
          .from(developers)
          .leftJoin(developerTranslations, english)
          .leftJoin(media, eq(media.id, developers.logoMediaId))
          .where(where)
          .orderBy(asc(developers.sortOrder), asc(developers.slug), asc(developers.id))
          .limit(limit)
          .offset(offset)
      ).map(({ logo, ...row }) => ({ ...row, logoUrl: listThumbUrl(logo) })),
  )
}
