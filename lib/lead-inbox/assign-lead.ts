import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { can } from '@/lib/auth/permissions'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import { alertReps } from '@/lib/lead-alerts/alert-reps'
import { readStaffMembers } from './read-staff-members'
import type { Locale } from '@/lib/i18n/locales'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * Gives a lead to a staff member ('' takes it back) and tells them, and the rep who had it,
 * by e-mail through the outbox and live, in the same transaction: the mails go out if and only
 * if the assignment holds. `reader`: the portal's language, which a refusal names people in.
 */
export async function assignLead(
  input: { leadId: string; assigneeId: string },
  actor: LeadActor,
  now = new Date(),
  reader: Locale = 'en',
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    // A sales rep takes a lead nobody has, for themselves; giving leads out is the managers'.
    if (!can(actor.role, 'teamLeads') && (input.assigneeId !== actor.userId || lead.assigneeId))
      throw AppError.refused('leads.refusals.repTakesOnly')
    const staff = await readStaffMembers(tx)
    const assignee = input.assigneeId ? staff.find((s) => s.id === input.assigneeId) : null
    if (input.assigneeId && !assignee)
      throw AppError.field('assigneeId', 'leads.fieldErrors.chooseFromList')
    // A deactivated account, or an invitation never accepted, gets no lead (nor its personal
    // data by mail).
    if (assignee && !assignee.active)
      throw AppError.field('assigneeId', 'leads.fieldErrors.assigneeDeactivated')
    if (assignee && !assignee.signedUp)
      throw AppError.field('assigneeId', 'leads.fieldErrors.assigneeInvited')
    if ((lead.assigneeId ?? '') === input.assigneeId)
      throw assignee
        ? AppError.refused('leads.refusals.alreadyAssignee', {
            name: (reader === 'ar' && assignee.nameAr) || assignee.name,
          })
        : AppError.refused('leads.refusals.nobodyHasIt')
    const previous = staff.find((s) => s.id === lead.assigneeId) ?? null
    await tx
      .update(leads)
      .set({ assigneeId: assignee?.id ?? null, assignedAt: assignee ? now : null, updatedAt: now })
      .where(eq(leads.id, lead.id))
    await recordLeadEvent(
      tx,
      lead.id,
      'assignment',
      actor,
      {
        from: previous ? { id: previous.id, name: previous.name } : null,
        to: assignee ? { id: assignee.id, name: assignee.name } : null,
      },
      now,
    )
    // Staff names only: the lead itself is named when the log is read, never stored in it.
    await recordActivity(
      tx,
      actorOf(actor),
      {
        entityType: 'lead',
        entityId: lead.id,
        entityLabel: null,
        action: 'assigned',
        changes: [
          { field: 'assignee', before: previous?.name ?? null, after: assignee?.name ?? null },
        ],
      },
      now,
    )
    // The new rep and the one it was taken from, by mail and live (not about their own move).
    await alertReps(tx, {
      leadId: lead.id,
      to: assignee?.id ?? null,
      from: previous?.active ? previous.id : null,
      reason: 'assigned',
      by: actor,
    })
  })
}
