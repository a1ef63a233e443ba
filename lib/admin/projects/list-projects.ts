import 'server-only'
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { developerNameIn, projectTitleIn } from '@/lib/db/record-names'
import { developers, developerTranslations, projects, projectTranslations } from '@/lib/db/schema'
import { containsPattern, type ListPage, type ListQuery } from '@/lib/validation/paging'
import { readContentList } from '../read-content-list'

export type ProjectRow = {
  id: string
  /** The logo's list thumbnail; null until its file is imported. */
  logoUrl: string | null
  /** English title; null when the translation is missing (the list shows a fallback). */
  title: string | null
  developerName: string | null
  slug: string
  status: 'draft' | 'published'
  isActive: boolean
  sortOrder: number
  /**
   * Why visitors do not see the project though it is published, because of its developer
   * ('draft', 'archived', 'inactive', 'deleted'), or null when the developer is public.
   */
  developerHides: 'draft' | 'archived' | 'inactive' | 'deleted' | null
}

/** English title / name, null when that translation is missing. */
export type ProjectOption = { id: string; title: string | null }
/** `hides`: why its published projects are not on the site (draft, archived, inactive), or null. */
export type DeveloperOption = {
  id: string
  name: string | null
  hides: 'draft' | 'archived' | 'inactive' | null
}

const englishTitle = and(
  eq(projectTranslations.projectId, projects.id),
  eq(projectTranslations.locale, 'en'),
)
const englishDeveloperName = and(
  eq(developerTranslations.developerId, projects.developerId),
  eq(developerTranslations.locale, 'en'),
)
/**
 * Why a developer keeps its published projects off the site, or null: the visitor rule of
 * lib/content/visibility.ts (published, active, not deleted) read as a reason.
 */
const developerHidesSql = sql<'draft' | 'archived' | 'inactive' | 'deleted' | null>`case
  when ${developers.id} is null or ${developers.deletedAt} is not null then 'deleted'
  when ${developers.status} <> 'published' then ${developers.status}::text
  when not ${developers.isActive} then 'inactive'
end`

/** The Active column as the list shows it, so "yes"/"no" can be searched too. */
const activeLabel = sql<string>`CASE WHEN ${projects.isActive} THEN 'Yes' ELSE 'No' END`

/**
 * Spec §2 project list: live projects with English title and developer name, ordered by sort
 * order, searched over every shown column (case-insensitive) and paged on the server.
 */
export async function listProjects({
  viewer,
  search,
  page,
}: ListQuery & { viewer: Viewer }): Promise<ListPage<ProjectRow>> {
  requirePermission(viewer, 'content')
  const locale = viewer.locale ?? 'en'
  const pattern = containsPattern(search)
  const where = and(
    isNull(projects.deletedAt),
    search
      ? or(
          ilike(projectTranslations.title, pattern),
          ilike(developerTranslations.name, pattern),
          ilike(projectTitleIn(locale, projects.id), pattern),
          ilike(developerNameIn(locale, projects.developerId), pattern),
          ilike(projects.slug, pattern),
          ilike(sql`${projects.status}::text`, pattern),
          ilike(activeLabel, pattern),
          ilike(sql`${projects.sortOrder}::text`, pattern),
        )
      : undefined,
  )
  return readContentList({
    page,
    table: projects,
    join: (query) =>
      query
        .leftJoin(projectTranslations, englishTitle)
        .leftJoin(developerTranslations, englishDeveloperName)
        .leftJoin(developers, eq(developers.id, projects.developerId)),
    where,
    fields: {
      id: projects.id,
      title: projectTitleIn(locale, projects.id),
      developerName: developerNameIn(locale, projects.developerId),
      slug: projects.slug,
      status: projects.status,
      isActive: projects.isActive,
      sortOrder: projects.sortOrder,
      developerHides: developerHidesSql,
    },
    imageId: projects.logoMediaId,
    orderBy: [asc(projects.sortOrder), asc(projects.slug), asc(projects.id)],
    toRow: (row, logoUrl) => ({ ...row, logoUrl }),
  })
}

/** Live projects (id, title in the viewer's language) for the units' project filter and project dropdowns. */
export async function listProjectOptions({ viewer }: { viewer: Viewer }): Promise<ProjectOption[]> {
  requirePermission(viewer, 'content')
  return db()
    .select({ id: projects.id, title: projectTitleIn(viewer.locale ?? 'en', projects.id) })
    .from(projects)
    .where(isNull(projects.deletedAt))
    .orderBy(asc(projects.sortOrder), asc(projects.slug), asc(projects.id))
}

/** Live developers (id, name in the viewer's language) for the project form's developer select. */
export async function listDeveloperOptions({
  viewer,
}: {
  viewer: Viewer
}): Promise<DeveloperOption[]> {
  requirePermission(viewer, 'content')
  return db()
    .select({
      id: developers.id,
      name: developerNameIn(viewer.locale ?? 'en', developers.id),
      // Never 'deleted': deleted developers are not offered.
      hides: sql<DeveloperOption['hides']>`${developerHidesSql}`,
    })
    .from(developers)
    .where(isNull(developers.deletedAt))
    .orderBy(asc(developers.sortOrder), asc(developers.slug), asc(developers.id))
}
