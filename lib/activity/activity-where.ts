import 'server-only'
import { and, eq, gte, lt, notInArray, type SQL } from 'drizzle-orm'
import { can } from '@/lib/auth/permissions'
import { activityLog } from '@/lib/db/schema'
import type { Role } from '@/lib/enums/roles'
import { cairoDayStart, fromCairoWallTime } from '@/lib/i18n/business-time'
import type { ActivityFilters } from './activity-filters'
import { ADMIN_ONLY_ENTITY_TYPES } from './activity-visibility'

/** What a role may read of the log (moderators: nothing about Settings or Staff). */
export function visibleToRole(role: Role): SQL | undefined {
  return can(role, 'administration')
    ? undefined
    : notInArray(activityLog.entityType, [...ADMIN_ONLY_ENTITY_TYPES])
}

/** The entries of a view that this role may read. */
export function activityWhere(filters: ActivityFilters, role: Role): SQL | undefined {
  const from = filters.from ? fromCairoWallTime(filters.from) : null
  const to = filters.to ? fromCairoWallTime(filters.to) : null
  return and(
    visibleToRole(role),
    filters.actor ? eq(activityLog.actorId, filters.actor) : undefined,
    filters.type ? eq(activityLog.entityType, filters.type) : undefined,
    filters.entity ? eq(activityLog.entityId, filters.entity) : undefined,
    from ? gte(activityLog.createdAt, from) : undefined,
    // Days are inclusive: up to the start of the next Cairo day.
    to ? lt(activityLog.createdAt, cairoDayStart(to, 1)) : undefined,
  )
}
