import 'server-only'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { leads } from '@/lib/db/schema'
import { alertReps } from '@/lib/lead-alerts/alert-reps'
import type { Tx } from '@/lib/db/types'
import { canTakeLeads } from './can-take-leads'
import { readStaffMembers } from './read-staff-members'
import { recordLeadEvent, type Actor } from './record-lead-event'

/** Won and lost leads stay with whoever closed them. */
const CLOSED = ['won', 'lost'] as const

/**
 * A leaver's open leads go to another rep who can take leads, or back to nobody (`to` ''),
 * in the caller's transaction, each with its timeline and activity line and the new rep's
 * assignment mail. `to` undefined
 * (nobody chose) is refused when there are open leads to move. Returns how many moved.
 */
export async function handOverOpenLeads(
  tx: Tx,
  fromId: string,
  to: string | undefined,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  const open = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.assigneeId, fromId), notInArray(leads.status, [...CLOSED])))
    .for('update')
  if (!open.length) return 0
  const staff = await readStaffMembers(tx)
  const leaver = staff.find((member) => member.id === fromId)
  if (to === undefined) throw AppError.field('leadsTo', 'staff.fieldErrors.chooseHeir')
  const heir = to ? staff.find((member) => member.id === to) : null
  if (to && (!heir || heir.id === fromId || !canTakeLeads(heir)))
    throw AppError.field('leadsTo', 'staff.fieldErrors.activeHeir')
  const ids = open.map((lead) => lead.id)
  await tx
    .update(leads)
    .set({ assigneeId: heir?.id ?? null, assignedAt: heir ? now : null, updatedAt: now })
    .where(inArray(leads.id, ids))
  const from = leaver ? { id: leaver.id, name: leaver.name } : null
  for (const id of ids) {
    await recordLeadEvent(
      tx,
      id,
      'assignment',
      actor,
      { from, to: heir ? { id: heir.id, name: heir.name } : null, reason: 'deactivated' },
      now,
    )
    await recordActivity(
      tx,
      actorOf(actor),
      {
        entityType: 'lead',
        entityId: id,
        entityLabel: null,
        action: 'assigned',
        changes: [{ field: 'assignee', before: leaver?.name ?? null, after: heir?.name ?? null }],
      },
      now,
    )
  }
  // The new rep is told as when a lead is assigned by hand (not the admin taking them over);
  // the leaver, deactivated, is told nothing.
  const [first, ...more] = ids.map((id) => ({
    leadId: id,
    to: heir?.id ?? null,
    from: null,
    reason: 'assigned' as const,
    by: actor,
  }))
  await alertReps(tx, first!, ...more)
  return ids.length
}
