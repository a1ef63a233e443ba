import 'server-only'
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { developers, developerTranslations } from '@/lib/db/schema'
import {
  clampPage,
  containsPattern,
  PAGE_SIZE,
  type ListPage,
  type ListQuery,
} from '@/lib/db/paging'

export type DeveloperRow = {
  id: string
  logoUrl: string
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
export async function listDevelopers(query: ListQuery): Promise<ListPage<DeveloperRow>> {
  await assertPermission('content')
  return queryDevelopers(query)
}

/** The list query itself; only for callers that have checked the role (and tests). */
export async function queryDevelopers({
  search,
  page,
}: ListQuery): Promise<ListPage<DeveloperRow>> {
  const pattern = containsPattern(search)
  const where = and(
    isNull(developers.deletedAt),
    search
      ? or(
          ilike(developerTranslations.name, pattern),
          ilike(developers.slug, pattern),
          ilike(sql`${developers.status}::text`, pattern),
          ilike(sql`${developers.sortOrder}::text`, pattern),
        )
      : undefined,
  )
  const [counted] = await db()
    .select({ total: count() })
    .from(developers)
    .leftJoin(developerTranslations, english)
    .where(where)
  const total = counted?.total ?? 0
  const shown = clampPage(page, total)
  const rows = await db()
    .select({
      id: developers.id,
      logoUrl: developers.logoUrl,
      name: developerTranslations.name,
      slug: developers.slug,
      status: developers.status,
      sortOrder: developers.sortOrder,
    })
    .from(developers)
    .leftJoin(developerTranslations, english)
    .where(where)
    .orderBy(asc(developers.sortOrder), asc(developers.slug), asc(developers.id))
    .limit(PAGE_SIZE)
    .offset(shown.offset)
  return { rows, total, page: shown.page, pageCount: shown.pageCount }
}
