import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import type { Queryable } from '@/lib/db/types'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import type { LeadChange } from '@/lib/lead-live/lead-change'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail, type QueuedMail } from '@/lib/mail/queue-mail'
import { queueLeadPush } from '@/lib/push/queue-lead-push'

/** Why a lead changed hands: a person gave it, re-routing moved it, or a merge chose its rep. */
export type HandoverReason = 'assigned' | 'rerouted' | 'merged'

export type Handover = {
  leadId: string
  /** Who has the lead now (null: nobody). */
  to: string | null
  /** Who had it (null: nobody, or nobody left to tell, as a deactivated account). */
  from: string | null
  reason: HandoverReason
  /** Who moved it; null: the system. Nobody is mailed about a move they made themselves. */
  by: ActorSource | null
  /** Re-routing: the working minutes the previous rep had for a first response. */
  minutes?: number
  /** False when the rep had the person already (a merge): no "assigned to you" mail. */
  tellNewRep?: boolean
}

/**
 * Tells the reps a lead changed hands, in the transaction that moved it: the new rep ("a lead
 * for you") and the previous one ("your lead went to …") by mail, and both by the live event
 * their open inboxes hear (on commit), and the new rep by Web Push. Every hand-over of a lead
 * that exists goes through here.
 */
export async function alertReps(q: Queryable, ...handovers: [Handover, ...Handover[]]) {
  const mails: QueuedMail[] = []
  for (const handover of handovers) {
    const { leadId, to, from, reason, by, minutes } = handover
    const extra = { reason, ...(minutes === undefined ? {} : { minutes }) }
    if (to && to !== by?.userId && handover.tellNewRep !== false)
      mails.push({
        kind: MAIL_KINDS.leadAssignment,
        payload: { leadId, assigneeId: to, assignedBy: by?.email ?? null, fromId: from, ...extra },
        subjectId: leadId,
      })
    if (from && from !== to && from !== by?.userId)
      mails.push({
        kind: MAIL_KINDS.leadHandedOver,
        payload: { leadId, userId: from, toId: to, by: by?.email ?? null, ...extra },
        subjectId: leadId,
      })
  }
  if (mails.length) await queueMail(q, mails[0]!, ...mails.slice(1))
  // A rep who had the person already (a merge) is not alerted of a "new" lead, only refreshed.
  const changes: LeadChange[] = handovers.map(({ leadId, to, from, tellNewRep }) => ({
    leadId,
    kind: tellNewRep === false ? 'updated' : 'assigned',
    assigneeId: to,
    previousAssigneeId: from,
  }))
  await announceLeadChange(q, changes[0]!, ...changes.slice(1))
  // The new rep's phone too ("New lead: …", Call and WhatsApp); the previous rep has the mail
  // and the live notice: a push would ring a phone about a lead they can no longer work.
  const pushes = handovers
    .filter(({ to, by, tellNewRep }) => to && to !== by?.userId && tellNewRep !== false)
    .map(({ leadId, to }) => ({ leadId, assigneeId: to, projectId: null }))
  if (pushes.length) await queueLeadPush(q, pushes)
}
