import 'server-only'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { RefusedError } from '@/lib/actions/refused-error'
import { userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

/**
 * Refuses a change that would leave no active admin. The admins' role rows are locked first,
 * so two admins demoting each other at once cannot both succeed.
 */
export async function keepAnAdmin(tx: Queryable, leaving: string, change: string) {
  await tx.execute(sql`select id from user_roles where role = 'admin' for update`)
  const [other] = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), ne(users.id, leaving), isNull(users.deactivatedAt)))
    .limit(1)
  if (!other) throw new RefusedError(`The last active admin cannot be ${change}.`)
}
