import 'server-only'
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { developerNameIn } from '@/lib/db/record-names'
import { developers, developerTranslations } from '@/lib/db/schema'
import { containsPattern, type ListPage, type ListQuery } from '@/lib/validation/paging'
import { readContentList } from '../read-content-list'

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
  return readContentList({
    page,
    table: developers,
    join: (query) => query.leftJoin(developerTranslations, english),
    where,
    fields: {
      id: developers.id,
      name: developerNameIn(locale, developers.id),
      slug: developers.slug,
      status: developers.status,
      sortOrder: developers.sortOrder,
    },
    imageId: developers.logoMediaId,
    orderBy: [asc(developers.sortOrder), asc(developers.slug), asc(developers.id)],
    toRow: (row, logoUrl) => ({ ...row, logoUrl }),
  })
}
