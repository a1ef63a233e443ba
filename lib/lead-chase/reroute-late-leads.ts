import 'server-only'
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leadEvents, leadReminders, leads, users } from '@/lib/db/schema'
import { alertReps } from '@/lib/lead-alerts/alert-reps'
import { chooseNextRep } from '@/lib/lead-routing/choose-next-rep'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { addBusinessMinutes, type BusinessHours } from './business-hours'

/** Leads their rep got longer ago than this are history (a server down for days), not moved. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000
const PAGE = 200

type Candidate = { id: string; assigneeId: string | null; assignedAt: Date | null }

/**
 * One pass of re-routing (Settings › Automatic assignment): each New lead with no first
 * response `rerouteAfterMinutes` working minutes after its rep got it moves to the next rep of
 * its rotation, never back to one who had it. Each lead in a transaction of its own, locked
 * (SKIP LOCKED) and checked again under the lock, so with every instance running passes a lead
 * moves once per lapse. Both reps are told (alertReps), the timeline says why. Returns the
 * leads moved.
 */
export async function rerouteLateLeads(
  now: Date,
  routing: LeadRouting,
  hours: BusinessHours,
): Promise<number> {
  if (!routing.autoAssign || !routing.reroute) return 0
  const minutes = routing.rerouteAfterMinutes
  const due = (lead: Candidate) =>
    lead.assignedAt !== null && addBusinessMinutes(lead.assignedAt, minutes, hours) <= now
  let moved = 0
  let after: Candidate | null = null
  for (;;) {
    const page = await candidates(now, minutes, after)
    for (const lead of page.filter(due)) if (await reroute(lead, routing, hours, now)) moved += 1
    if (page.length < PAGE) return moved
    after = page.at(-1)!
  }
}

/**
 * Assigned New leads without a first response, their rep's time (in plain minutes: a working
 * minute is never shorter) up, by when they got it (leads_reroute_idx), a page after `after`.
 */
function candidates(now: Date, minutes: number, after: Candidate | null) {
  return db()
    .select({ id: leads.id, assigneeId: leads.assigneeId, assignedAt: leads.assignedAt })
    .from(leads)
    .where(
      and(
        eq(leads.status, 'new'),
        isNull(leads.firstResponseAt),
        isNotNull(leads.assigneeId),
        isNull(leads.erasedAt),
        lte(leads.assignedAt, new Date(now.getTime() - minutes * 60_000)),
        gt(leads.assignedAt, new Date(now.getTime() - LOOK_BACK_MS)),
        // The row's own time, not a Date copy: the column keeps microseconds, Date does not.
        after
          ? sql`(${leads.assignedAt}, ${leads.id}) > (select assigned_at, id from leads where id = ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(leads.assignedAt), asc(leads.id))
    .limit(PAGE)
}

/** Moves one lead, unless another pass has it or moved it, or nobody else can take it. */
async function reroute(
  candidate: Candidate,
  routing: LeadRouting,
  hours: BusinessHours,
  now: Date,
): Promise<boolean> {
  const minutes = routing.rerouteAfterMinutes
  return db().transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        projectId: leads.projectId,
        assigneeId: leads.assigneeId,
        assignedAt: leads.assignedAt,
        responseDueAt: leads.responseDueAt,
      })
      .from(leads)
      .where(
        and(
          eq(leads.id, candidate.id),
          eq(leads.status, 'new'),
          isNull(leads.firstResponseAt),
          isNull(leads.erasedAt),
        ),
      )
      .for('update', { skipLocked: true })
    // Locked by another pass, answered, or moved meanwhile (a new rep's time starts again).
    if (!lead?.assigneeId || lead.assigneeId !== candidate.assigneeId || !lead.assignedAt)
      return false
    if (addBusinessMinutes(lead.assignedAt, minutes, hours) > now) return false
    // Who had it: both sides of its assignment lines (by hand, automatic, re-routed), its rep.
    const lines = await tx
      .select({
        to: sql<string | null>`${leadEvents.data}->'to'->>'id'`,
        from: sql<string | null>`${leadEvents.data}->'from'->>'id'`,
      })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'assignment')))
    const passedOver = new Set([
      lead.assigneeId,
      ...lines.flatMap((line) => [line.to ?? [], line.from ?? []].flat()),
    ])
    const next = await chooseNextRep(tx, lead, routing, passedOver, now)
    if (!next) return false
    const [from] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, lead.assigneeId))
    await tx
      .update(leads)
      .set({ assigneeId: next.rep.id, assignedAt: now, updatedAt: now })
      .where(eq(leads.id, lead.id))
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      type: 'assignment',
      data: {
        from: { id: lead.assigneeId, name: from?.name ?? '' },
        to: { id: next.rep.id, name: next.rep.name },
        auto: 'rerouted',
        minutes,
        turn: next.turn,
      },
      createdAt: now,
    })
    // Already late: the new rep's mail says so, and stands for their reminder (one mail).
    if (lead.responseDueAt && lead.responseDueAt <= now)
      await tx
        .insert(leadReminders)
        .values({ leadId: lead.id, userId: next.rep.id, sentAt: now })
        .onConflictDoNothing()
    await alertReps(tx, {
      leadId: lead.id,
      to: next.rep.id,
      from: lead.assigneeId,
      reason: 'rerouted',
      by: null,
      minutes,
    })
    return true
  })
}
