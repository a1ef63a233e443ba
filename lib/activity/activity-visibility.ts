import { can } from '@/lib/auth/permissions'
import type { Role } from '@/lib/enums/roles'
import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from './activity-types'

/** Entries about admin-only areas (Settings, Staff, feeds): moderators do not see them. */
export const ADMIN_ONLY_ENTITY_TYPES: readonly ActivityEntityType[] = [
  'settings',
  'staff',
  'conversion_feed',
]

/** The kinds of record whose entries this role may read. */
export function visibleEntityTypes(role: Role): ActivityEntityType[] {
  return can(role, 'administration')
    ? [...ACTIVITY_ENTITY_TYPES]
    : ACTIVITY_ENTITY_TYPES.filter((type) => !ADMIN_ONLY_ENTITY_TYPES.includes(type))
}
