import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { leadEvents, leadRotations } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/types'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail, type QueuedMail } from '@/lib/mail/queue-mail'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { availableStaff, type Rep } from './available-staff'
import { latestRepByMobile } from './latest-rep-by-mobile'
import { lockRotation, type Rotation } from './lock-rotation'
import { nextInTurn } from './next-in-turn'

export type LeadToRoute = { id: string; projectId: string | null; mobileLocal: string | null }

type Assignment = { leadId: string; rep: Rep; turn: number | null }

/**
 * Gives leads just stored their reps, in order, in the transaction that stores them (so no
 * lead is left without one, nor given two), with the timeline lines and the reps' mails: the
 * rep who already has the person (same mobile), else the next in turn of the project's team
 * or of the main rotation. A group of leads costs a handful of statements, not a few per lead.
 * Returns each assigned lead's rep; none when automatic assignment is off or nobody is free.
 */
export async function assignNewLeads(
  tx: Tx,
  batch: LeadToRoute[],
  routing: LeadRouting,
  now = new Date(),
): Promise<Map<string, Rep>> {
  if (!routing.autoAssign || !batch.length) return new Map()
  const staff = await availableStaff(tx)
  const mobiles = [...new Set(batch.flatMap((lead) => lead.mobileLocal ?? []))]
  const repOf = await latestRepByMobile(
    tx,
    mobiles,
    batch.map((lead) => lead.id),
  )
  const rotations = new Map<string, Rotation>()
  const assignments: Assignment[] = []
  for (const lead of batch) {
    const returning = lead.mobileLocal ? staff.get(repOf.get(lead.mobileLocal) ?? '') : undefined
    const turn = returning ? null : await takeTurn(tx, lead, routing, staff, rotations)
    const rep = returning ?? turn?.rep
    if (!rep) continue
    // The same person twice in one group: the second lead goes to the first one's rep.
    if (lead.mobileLocal) repOf.set(lead.mobileLocal, rep.id)
    assignments.push({ leadId: lead.id, rep, turn: turn?.turn ?? null })
  }
  for (const { pool, last, turns } of rotations.values()) {
    await tx
      .update(leadRotations)
      .set({ lastAssigneeId: last, turns, updatedAt: now })
      .where(eq(leadRotations.pool, pool))
  }
  if (!assignments.length) return new Map()
  await record(tx, assignments, now)
  return new Map(assignments.map(({ leadId, rep }) => [leadId, rep]))
}

/** The next rep of the lead's team (its project's own, else the main rotation), if any is free. */
async function takeTurn(
  tx: Tx,
  lead: LeadToRoute,
  routing: LeadRouting,
  staff: Map<string, Rep>,
  rotations: Map<string, Rotation>,
): Promise<{ rep: Rep; turn: number } | null> {
  const team = lead.projectId ? routing.projectReps[lead.projectId] : undefined
  const pool = team?.length ? lead.projectId! : 'all'
  const eligible = (team?.length ? team : routing.reps).filter((id) => staff.has(id))
  if (!eligible.length) return null
  let rotation = rotations.get(pool)
  if (!rotation) {
    rotation = await lockRotation(tx, pool)
    rotations.set(pool, rotation)
  }
  const next = nextInTurn(eligible, rotation.last)!
  rotation.last = next
  rotation.turns += 1
  return { rep: staff.get(next)!, turn: rotation.turns }
}

/** The assignee on each lead, the timeline line and the rep's mail, one statement each. */
async function record(tx: Tx, assignments: Assignment[], now: Date) {
  const values = assignments.map(({ leadId, rep }) => sql`(${leadId}::uuid, ${rep.id})`)
  await tx.execute(sql`
    update leads set assignee_id = v.assignee_id
    from (values ${sql.join(values, sql`, `)}) as v(id, assignee_id)
    where leads.id = v.id`)
  await tx.insert(leadEvents).values(
    assignments.map(({ leadId, rep, turn }) => ({
      leadId,
      type: 'assignment',
      data: {
        from: null,
        to: { id: rep.id, name: rep.name },
        auto: turn === null ? 'returning' : 'rotation',
        ...(turn === null ? {} : { turn }),
      },
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
