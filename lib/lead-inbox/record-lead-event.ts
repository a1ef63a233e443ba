import 'server-only'
import type { ActorSource } from '@/lib/activity/actor-of'
import { leadEvents } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'

export type LeadEventType =
  | 'status'
  | 'assignment'
  | 'note'
  | 'erasure'
  | 'resend'
  | 'attempt'
  | 'outcome'
  | 'next-action'
  | 'merge'
  | 'unmerge'

/**
 * Who did something to a lead: kept by id and, should the account go, by e-mail; the name is
 * how the activity log shows them (actorOf).
 */
export type Actor = ActorSource

/**
 * Adds a line to the lead's timeline, in the transaction of the change it records, and tells
 * the open inboxes and lead pages (on commit). An assignment is announced by the alertReps
 * that goes with it (it tells the rep who lost the lead too). Returns the line's id.
 */
export async function recordLeadEvent(
  q: Queryable,
  leadId: string,
  type: LeadEventType,
  actor: Actor,
  data: Record<string, unknown> = {},
  at = new Date(),
): Promise<string> {
  const [line] = await q
    .insert(leadEvents)
    .values({ leadId, type, actorId: actor.userId, actorEmail: actor.email, data, createdAt: at })
    .returning({ id: leadEvents.id })
  if (type !== 'assignment')
    await announceLeadChange(q, { leadId, kind: 'updated', assigneeId: null })
  return line!.id
}
