import 'server-only'
import { eq } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import type { LeadLostReason, LeadStatus } from '@/lib/enums/lead-statuses'
import type { ChangeStatusInput } from './lead-inbox-schemas'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { stageTimesAfter } from './pipeline'
import { recordLeadEvent } from './record-lead-event'

type StageFacts = {
  status: LeadStatus
  lostReason: LeadLostReason | null
  viewingDate: Date | null
  wonValueEgp: number | null
}

/**
 * The stage as the activity log records it, by its codes (the log words them for its reader).
 * The lost note is left out: staff write what they like in it, personal data included, and
 * the log keeps none.
 */
const stageFacts = (facts: StageFacts) => ({
  stage: facts.status,
  lostReason: facts.lostReason,
  viewingDate: facts.viewingDate,
  dealValue: facts.wonValueEgp,
})

/**
 * Moves a lead along the pipeline and records it on the timeline. The stage times say when the
 * lead reached each stage (first contact, qualified…), for the dashboard and Google Ads.
 */
export async function changeLeadStatus(
  input: ChangeStatusInput,
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId, actor)
    const rescheduled =
      lead.status === 'viewing' &&
      input.status === 'viewing' &&
      lead.viewingDate?.getTime() !== input.viewingDate?.getTime()
    if (lead.status === input.status && !rescheduled)
      throw AppError.refused('leads.refusals.alreadyInStage', { stage: input.status })
    const after: StageFacts = {
      status: input.status,
      lostReason: input.lostReason,
      // The viewing date stays on record after the viewing; a new one replaces it.
      viewingDate: input.viewingDate ?? lead.viewingDate,
      wonValueEgp: input.wonValue,
    }
    await tx
      .update(leads)
      .set({
        status: after.status,
        ...stageTimesAfter(lead, input.status, now),
        viewingDate: after.viewingDate,
        lostReason: after.lostReason,
        lostNote: input.lostNote,
        wonValueEgp: after.wonValueEgp,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id))
    await recordLeadEvent(
      tx,
      lead.id,
      'status',
      actor,
      {
        from: lead.status,
        to: input.status,
        ...(input.viewingDate ? { viewingDate: input.viewingDate.toISOString() } : {}),
        ...(input.lostReason ? { lostReason: input.lostReason } : {}),
        ...(input.lostNote ? { lostNote: input.lostNote } : {}),
        ...(input.wonValue !== null ? { wonValue: input.wonValue } : {}),
      },
      now,
    )
    await recordActivity(
      tx,
      actorOf(actor),
      {
        entityType: 'lead',
        entityId: lead.id,
        entityLabel: null,
        action: 'status',
        changes: diffChanges(stageFacts(lead), stageFacts(after)),
      },
      now,
    )
  })
}
