import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { sessions, userRoles, users } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { removeFromLeadLists } from '@/lib/settings/remove-from-lead-lists'
import { keepAnAdmin } from './keep-an-admin'

/**
 * Deactivates (every session ends at once; sign-in is refused; they leave the lead
 * notification recipients, the rotation and project teams) or reactivates a staff member.
 * Nobody deactivates themselves, and the last active admin stays. `alsoOnDeactivate` runs in
 * the same transaction once the account is locked (the caller's hand-over of their open
 * leads), so the account never goes without its leads having moved.
 */
export async function setStaffActive(
  userId: string,
  active: boolean,
  by: ActorSource,
  now = new Date(),
  alsoOnDeactivate?: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({
        deactivatedAt: users.deactivatedAt,
        role: userRoles.role,
        name: users.name,
        email: users.email,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users })
    if (!row) throw AppError.notFound('staff.fieldErrors.memberNotFound')
    if (active) {
      if (!row.deactivatedAt) throw AppError.refused('staff.refusals.alreadyActive')
      await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, userId))
    } else {
      if (row.deactivatedAt) throw AppError.refused('staff.refusals.alreadyDeactivated')
      if (userId === by.userId) throw AppError.refused('staff.refusals.ownAccount')
      if (row.role === 'admin') await keepAnAdmin(tx, userId, 'deactivated')
      await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, userId))
      // Out of every list that sends them leads, in the same commit as the deactivation.
      await removeFromLeadLists(tx, { id: userId, email: row.email }, by, now)
      await alsoOnDeactivate?.(tx)
      await tx.delete(sessions).where(eq(sessions.userId, userId))
    }
    await recordActivity(
      tx,
      actorOf(by),
      {
        entityType: 'staff',
        entityId: userId,
        entityLabel: row.name,
        action: active ? 'reactivated' : 'deactivated',
      },
      now,
    )
  })
}
