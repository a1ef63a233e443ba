import { and, eq, isNull, type SQL } from 'drizzle-orm'
import { developers, projects, projectUnits } from '@/lib/db/schema'

// Spec §4: the public sees only rows that are active, published and not soft-deleted.
export const visibleProject = and(
  eq(projects.isActive, true),
  eq(projects.status, 'published'),
  isNull(projects.deletedAt),
)

export const visibleDeveloper = and(
  eq(developers.isActive, true),
  eq(developers.status, 'published'),
  isNull(developers.deletedAt),
)

export const visibleUnit = and(
  eq(projectUnits.isActive, true),
  eq(projectUnits.status, 'published'),
  isNull(projectUnits.deletedAt),
)

/** The join of a project to its developer, who must be public too (or `scope`'s rule). */
export const developerOfProject = (scope: SQL | undefined = visibleDeveloper) =>
  and(eq(developers.id, projects.developerId), scope)
