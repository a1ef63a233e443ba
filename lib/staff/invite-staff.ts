import 'server-only'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { accounts, userRoles, users } from '@/lib/db/schema'
import { issueInvitation, type IssuedInvitation } from './issue-invitation'
import type { InviteInput } from './staff-schemas'

export type InviteOutcome =
  | ({ outcome: 'invited'; userId: string } & IssuedInvitation)
  /** Someone with this address (in any letter case) was invited and has not answered yet. */
  | { outcome: 'already-invited'; userId: string; name: string; email: string }

/**
 * Creates the account without a password and queues the invitation (its link sets the
 * password). An address already invited is left as it is, for the admin to resend instead:
 * re-inviting must not quietly rename someone. Logged with the name, e-mail and role given.
 */
export async function inviteStaff(
  input: InviteInput,
  invitedBy: ActorSource,
  now = new Date(),
): Promise<InviteOutcome> {
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        password: accounts.password,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .leftJoin(accounts, eq(accounts.userId, users.id))
      // Addresses typed before they were lowercased may hold capitals.
      .where(eq(sql`lower(${users.email})`, input.email))
      .for('update', { of: users })
    if (existing && (existing.password || existing.deactivatedAt))
      throw AppError.field('email', 'staff.fieldErrors.emailTaken')
    if (existing)
      return {
        outcome: 'already-invited',
        userId: existing.id,
        name: existing.name,
        email: existing.email,
      }
    const userId = randomUUID()
    await tx
      .insert(users)
      .values({ id: userId, name: input.name, email: input.email, emailVerified: true })
    await tx.insert(userRoles).values({ userId, role: input.role })
    const issued = await issueInvitation(
      tx,
      {
        userId,
        email: input.email,
        name: input.name,
        role: input.role,
        invitedBy: actorOf(invitedBy).name,
        invitedById: invitedBy.userId,
      },
      now,
    )
    await recordActivity(
      tx,
      actorOf(invitedBy),
      {
        entityType: 'staff',
        entityId: userId,
        entityLabel: input.name,
        action: 'invited',
        changes: diffChanges(null, {
          name: input.name,
          email: input.email,
          role: input.role,
        }),
      },
      now,
    )
    return { outcome: 'invited', userId, ...issued }
  })
}
