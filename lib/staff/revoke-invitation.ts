import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { withdrawQueuedMail } from '@/lib/mail/withdraw-queued-mail'
import { deleteInvitationLinks } from './issue-invitation'
import { pendingInvitation } from './pending-invitation'

/**
 * Withdraws an unanswered invitation: the account, which never had a password, is deleted
 * with its link and, if still queued, its mail. Logged.
 */
export async function revokeInvitation(
  userId: string,
  by: ActorSource,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const member = await pendingInvitation(tx, userId)
    await withdrawQueuedMail(tx, MAIL_KINDS.staffInvitation, member.email)
    await deleteInvitationLinks(tx, userId)
    // Its role row goes with it (on delete cascade).
    await tx.delete(users).where(eq(users.id, userId))
    await recordActivity(
      tx,
      actorOf(by),
      {
        entityType: 'staff',
        entityId: userId,
        entityLabel: member.name,
        action: 'invitation_revoked',
      },
      now,
    )
  })
}
