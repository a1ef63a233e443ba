import 'server-only'
import { eq } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { accounts, userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

/**
 * The account of an invitation not answered yet, locked for the change (resend, revoke). One
 * that has a password accepted its invitation: there is nothing left to resend or revoke.
 */
export async function pendingInvitation(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({
      name: users.name,
      email: users.email,
      role: userRoles.role,
      password: accounts.password,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users })
  if (!row) throw AppError.notFound('staff.fieldErrors.memberNotFound')
  if (row.password) throw AppError.refused('staff.refusals.alreadyAccepted')
  return row
}
