import 'server-only'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { issueInvitation, type IssuedInvitation } from './issue-invitation'
import { pendingInvitation } from './pending-invitation'

/** A fresh invitation link, mailed again; the earlier link stops working. Logged. */
export async function resendInvitation(
  userId: string,
  by: ActorSource,
  now = new Date(),
): Promise<IssuedInvitation & { email: string }> {
  return db().transaction(async (tx) => {
    const member = await pendingInvitation(tx, userId)
    if (member.deactivatedAt) throw AppError.refused('staff.refusals.deactivatedInvite')
    const issued = await issueInvitation(
      tx,
      {
        userId,
        email: member.email,
        name: member.name,
        role: member.role ?? 'user',
        invitedBy: actorOf(by).name,
        invitedById: by.userId,
      },
      now,
    )
    await recordActivity(
      tx,
      actorOf(by),
      {
        entityType: 'staff',
        entityId: userId,
        entityLabel: member.name,
        action: 'invitation_resent',
      },
      now,
    )
    return { ...issued, email: member.email }
  })
}
