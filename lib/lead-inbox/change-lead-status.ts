import 'server-only'
import { eq } from 'drizzle-orm'
import { RefusedError } from '@/lib/actions/refused-error'
import { db } from '@/lib/db/client'
import { leads } from '@/lib/db/schema'
import type { ChangeStatusInput } from './lead-inbox-schemas'
import { lockLead } from './lock-lead'
import { STATUS_LABELS, stageTimesAfter } from './pipeline'
import { recordLeadEvent, type Actor } from './record-lead-event'

/**
 * Moves a lead along the pipeline and records it on the timeline. The stage times say when the
 * lead reached each stage (first contact, qualified…), for the dashboard and Google Ads.
 */
export async function changeLeadStatus(
  input: ChangeStatusInput,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId)
    const rescheduled =
      lead.status === 'viewing' &&
      input.status === 'viewing' &&
      lead.viewingDate?.getTime() !== input.viewingDate?.getTime()
    if (lead.status === input.status && !rescheduled)
      throw new RefusedError(`The lead is already ${STATUS_LABELS[input.status]}`)
    await tx
      .update(leads)
      .set({
        status: input.status,
        ...stageTimesAfter(lead, input.status, now),
        // The viewing date stays on record after the viewing; a new one replaces it.
        ...(input.viewingDate ? { viewingDate: input.viewingDate } : {}),
        lostReason: input.lostReason,
        lostNote: input.lostNote,
        wonValueEgp: input.wonValue,
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
  })
}
