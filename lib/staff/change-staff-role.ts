import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { userRoles, users } from '@/lib/db/schema'
import { keepAnAdmin } from './keep-an-admin'
import type { StaffRole } from './staff-schemas'

/**
 * Gives a staff member another role (the last active admin keeps theirs); logged. Promoted to
 * admin, they must have two-factor on, with one password sign-in to set it up if it is not.
 */
export async function changeStaffRole(
  userId: string,
  role: StaffRole,
  by: ActorSource,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ role: userRoles.role, name: users.name })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.userId, userId))
      .for('update', { of: userRoles })
    if (!row) throw AppError.notFound('staff.fieldErrors.memberNotFound')
    if (row.role === role) throw AppError.refused('staff.refusals.sameRole')
    if (row.role === 'admin') await keepAnAdmin(tx, userId, 'demoted')
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId))
    // A new admin without two-factor gets the one password sign-in to set it up (auth.ts).
    if (role === 'admin')
      await tx.update(users).set({ twoFactorGraceUsedAt: null }).where(eq(users.id, userId))
    await recordActivity(tx, actorOf(by), {
      entityType: 'staff',
      entityId: userId,
      entityLabel: row.name,
      action: 'role',
      changes: [{ field: 'role', before: row.role, after: role }],
    })
  })
}
