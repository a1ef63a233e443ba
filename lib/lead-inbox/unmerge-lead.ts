import 'server-only'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { firstResponseFromTimeline } from './first-response'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * Undoes a merge: the merged lead comes back as it was (same id, so links to it work again),
 * with the timeline entries and enquiries that moved; the lead kept gets back its own count
 * and first response. What happened to either since stays where it happened.
 */
export async function unmergeLead(
  input: { mergeId: string },
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const [merge] = await tx
      .select()
      .from(leadMerges)
      .where(eq(leadMerges.id, input.mergeId))
      .for('update')
    if (!merge) throw AppError.notFound('leads.fieldErrors.mergeNotFound')
    if (merge.unmergedAt) throw AppError.refused('leads.refusals.alreadyUnmerged')
    const kept = await lockLead(tx, merge.leadId, actor)
    const restored = restoredRow(merge.mergedLead)
    await tx.insert(leads).values(restored)
    if (merge.movedEventIds.length)
      await tx
        .update(leadEvents)
        .set({ leadId: merge.mergedLeadId })
        .where(and(inArray(leadEvents.id, merge.movedEventIds), eq(leadEvents.leadId, kept.id)))
    if (merge.movedEnquiryIds.length)
      await tx
        .update(leadEnquiries)
        .set({ leadId: merge.mergedLeadId })
        .where(
          and(inArray(leadEnquiries.id, merge.movedEnquiryIds), eq(leadEnquiries.leadId, kept.id)),
        )
    await tx.delete(leadEnquiries).where(eq(leadEnquiries.id, merge.arrivalEnquiryId))
    await tx
      .update(leads)
      .set({
        enquiryCount: Math.max(1, kept.enquiryCount - Number(restored.enquiryCount ?? 1)),
        lastEnquiryAt: sql`greatest(${leads.createdAt}, (select max(created_at) from lead_enquiries where lead_id = ${kept.id}))`,
        // Its first conversation, read again from what is left here.
        firstResponseAt: firstResponseFromTimeline(kept.id),
        updatedAt: now,
      })
      .where(eq(leads.id, kept.id))
    await tx.update(leadMerges).set({ unmergedAt: now }).where(eq(leadMerges.id, merge.id))
    await recordLeadEvent(
      tx,
      kept.id,
      'unmerge',
      actor,
      { mergeId: merge.id, lead: { id: merge.mergedLeadId, name: restored.fullName } },
      now,
    )
    await announceLeadChange(tx, { leadId: merge.mergedLeadId, kind: 'new', assigneeId: null })
    await recordActivity(
      tx,
      actorOf(actor),
      { entityType: 'lead', entityId: kept.id, entityLabel: null, action: 'unmerged' },
      now,
    )
  })
}

const TIME_COLUMNS = Object.entries(getTableColumns(leads))
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key)

/** The stored row back as insert values: its times were written to JSON as text. */
function restoredRow(snapshot: Record<string, unknown>) {
  const row: Record<string, unknown> = { ...snapshot }
  for (const key of TIME_COLUMNS)
    if (typeof row[key] === 'string') row[key] = new Date(row[key] as string)
  return row as typeof leads.$inferInsert & { fullName: string }
}
