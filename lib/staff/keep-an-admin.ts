import 'server-only'
import { and, eq, exists, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { accounts, userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

/**
 * Refuses a change that would leave no active admin. An admin counts once they have set a
 * password (accepted their invitation): a pending invitation cannot sign in, so it keeps
 * nobody able to run the portal. The admins' role rows are locked first, so two admins
 * demoting each other at once cannot both succeed.
 */
export async function keepAnAdmin(tx: Queryable, leaving: string, change: string) {
  await tx.execute(sql`select id from user_roles where role = 'admin' for update`)
  const [other] = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.role, 'admin'),
        ne(users.id, leaving),
        isNull(users.deactivatedAt),
        exists(
          tx
            .select({ one: sql`1` })
            .from(accounts)
            .where(and(eq(accounts.userId, users.id), isNotNull(accounts.password))),
        ),
      ),
    )
    .limit(1)
  if (!other)
    throw AppError.refused(
      change === 'demoted'
        ? 'staff.refusals.lastAdminDemoted'
        : 'staff.refusals.lastAdminDeactivated',
    )
}
