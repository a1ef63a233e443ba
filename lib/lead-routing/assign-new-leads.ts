import 'server-only'
import { sql } from 'drizzle-orm'
import { leadEvents } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail, type QueuedMail } from '@/lib/mail/queue-mail'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import type { Rep } from './read-routing-state'
import { assignmentEventData, chooseReps, type Assignment, type LeadToRoute } from './choose-reps'

export type { LeadToRoute }

/**
 * Gives leads already stored in this transaction their reps (chooseReps), with the timeline
 * lines and the reps' mails. Returns each assigned lead's rep; none when automatic assignment
 * is off or nobody is free. (storeLead picks reps before its insert instead, so each lead row
 * is written once.)
 */
export async function assignNewLeads(
  tx: Tx,
  batch: LeadToRoute[],
  routing: LeadRouting,
  now = new Date(),
): Promise<Map<string, Rep>> {
  const assignments = await chooseReps(tx, batch, routing, now)
  if (!assignments.length) return new Map()
  await record(tx, assignments, now)
  return new Map(assignments.map(({ leadId, rep }) => [leadId, rep]))
}

/** The assignee on each lead, the timeline line and the rep's mail, one statement each. */
async function record(tx: Tx, assignments: Assignment[], now: Date) {
  const values = assignments.map(({ leadId, rep }) => sql`(${leadId}::uuid, ${rep.id})`)
  await tx.execute(sql`
    update leads set assignee_id = v.assignee_id, assigned_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, assignee_id)
    where leads.id = v.id`)
  await tx.insert(leadEvents).values(
    assignments.map((assignment) => ({
      leadId: assignment.leadId,
      type: 'assignment',
      data: assignmentEventData(assignment),
      createdAt: now,
    })),
  )
  const mails: QueuedMail[] = assignments.map(({ leadId, rep }) => ({
    kind: MAIL_KINDS.leadAssignment,
    payload: { leadId, assigneeId: rep.id, assignedBy: null },
    subjectId: leadId,
  }))
  await queueMail(tx, mails[0]!, ...mails.slice(1))
}
