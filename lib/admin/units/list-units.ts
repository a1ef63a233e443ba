import 'server-only'
import { and, asc, eq, ilike, inArray, isNull, like, or, sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import type { Locale } from '@/lib/i18n/locales'
import { projectTitleIn, unitTitleIn } from '@/lib/db/record-names'
import { projects, projectTranslations, projectUnits, unitTranslations } from '@/lib/db/schema'
import { UNIT_AVAILABILITIES, PUBLISH_STATUSES } from '@/lib/enums/record-statuses'
import { isRecordId } from '@/lib/validation/record-id'
import { containsPattern, type ListPage, type ListQuery } from '@/lib/validation/paging'
import { readContentList } from '../read-content-list'

export type UnitRow = {
  id: string
  imageUrl: string | null
  title: string | null
  projectTitle: string | null
  unitType: string
  areaSqm: number | null
  bedrooms: number | null
  availabilityStatus: 'available' | 'sold' | 'reserved'
  status: 'draft' | 'published'
  isActive: boolean
  sortOrder: number
}

/** The list's query; projectId narrows it to one project (the list's project filter). */
export type UnitListQuery = ListQuery & { projectId?: string | null }

// Units of a soft-deleted project are left out: the project and everything under it is gone
// from the admin (restoring the project in the database brings its units back).
const liveProject = and(eq(projects.id, projectUnits.projectId), isNull(projects.deletedAt))
const englishTitle = and(
  eq(unitTranslations.unitId, projectUnits.id),
  eq(unitTranslations.locale, 'en'),
)
const englishProject = and(
  eq(projectTranslations.projectId, projectUnits.projectId),
  eq(projectTranslations.locale, 'en'),
)

/** The values of a fixed vocabulary whose shown text contains the search. */
const containing = <T extends string>(values: readonly T[], needle: string) =>
  values.filter((value) => value.includes(needle.toLowerCase()))

/**
 * Every column the table shows, matched as the text it shows (Active reads Yes/No). Only the
 * free texts are compared in SQL: which statuses or Yes/No contain the search is known up
 * front, and a number's digits only contain a search of digits. This keeps a search over
 * 10,000 units to a few comparisons per row.
 */
function matchesSearch(search: string, locale: Locale) {
  const pattern = containsPattern(search)
  const digits = /^\d+$/.test(search)
  const availabilities = containing(UNIT_AVAILABILITIES, search)
  const statuses = containing(PUBLISH_STATUSES, search)
  return or(
    ilike(unitTranslations.title, pattern),
    ilike(projectTranslations.title, pattern),
    ilike(unitTitleIn(locale, projectUnits.id), pattern),
    ilike(projectTitleIn(locale, projectUnits.projectId), pattern),
    ilike(projectUnits.unitType, pattern),
    digits ? like(sql`${projectUnits.areaSqm}::text`, pattern) : undefined,
    digits ? like(sql`${projectUnits.bedrooms}::text`, pattern) : undefined,
    digits ? like(sql`${projectUnits.sortOrder}::text`, pattern) : undefined,
    availabilities.length ? inArray(projectUnits.availabilityStatus, availabilities) : undefined,
    statuses.length ? inArray(projectUnits.status, statuses) : undefined,
    'yes'.includes(search.toLowerCase()) ? eq(projectUnits.isActive, true) : undefined,
    'no'.includes(search.toLowerCase()) ? eq(projectUnits.isActive, false) : undefined,
  )
}

/**
 * Spec §2 unit list: live units with their English title and English project title, ordered
 * by sort order, optionally of one project, searched over every shown column
 * (case-insensitive) and paged on the server.
 */
export async function listUnits({
  viewer,
  search,
  page,
  projectId,
}: UnitListQuery & { viewer: Viewer }): Promise<ListPage<UnitRow>> {
  requirePermission(viewer, 'content')
  const locale = viewer.locale ?? 'en'
  // A malformed project id matches no project (and would make PostgreSQL throw).
  if (projectId && !isRecordId(projectId)) return { rows: [], total: 0, page: 1, pageCount: 1 }
  const where = and(
    isNull(projectUnits.deletedAt),
    projectId ? eq(projectUnits.projectId, projectId) : undefined,
    search ? matchesSearch(search, locale) : undefined,
  )
  return readContentList({
    page,
    table: projectUnits,
    join: (query) =>
      query
        .innerJoin(projects, liveProject)
        .leftJoin(unitTranslations, englishTitle)
        .leftJoin(projectTranslations, englishProject),
    where,
    fields: {
      id: projectUnits.id,
      title: unitTitleIn(locale, projectUnits.id),
      projectTitle: projectTitleIn(locale, projectUnits.projectId),
      unitType: projectUnits.unitType,
      areaSqm: projectUnits.areaSqm,
      bedrooms: projectUnits.bedrooms,
      availabilityStatus: projectUnits.availabilityStatus,
      status: projectUnits.status,
      isActive: projectUnits.isActive,
      sortOrder: projectUnits.sortOrder,
    },
    imageId: projectUnits.imageMediaId,
    orderBy: [asc(projectUnits.sortOrder), asc(projectUnits.slug), asc(projectUnits.id)],
    toRow: (row, imageUrl) => ({ ...row, imageUrl }),
  })
}
