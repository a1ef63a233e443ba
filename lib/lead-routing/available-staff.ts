import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

export type Rep = { id: string; name: string }

/** The staff who can take a lead now, by id: a staff role, active, not away (a small table). */
export async function availableStaff(q: Queryable): Promise<Map<string, Rep>> {
  const rows = await q
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        inArray(userRoles.role, ['admin', 'moderator']),
        isNull(users.deactivatedAt),
        isNull(users.awaySince),
      ),
    )
  return new Map(rows.map((rep) => [rep.id, rep]))
}
