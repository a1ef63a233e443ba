import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

export type Rep = { id: string; name: string }

/** Of these accounts, the staff who can take a lead now: a staff role, active, not away. */
export async function availableReps(q: Queryable, ids: readonly string[]): Promise<Rep[]> {
  if (!ids.length) return []
  return q
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        inArray(users.id, [...ids]),
        inArray(userRoles.role, ['admin', 'moderator']),
        isNull(users.deactivatedAt),
        isNull(users.awaySince),
      ),
    )
}
