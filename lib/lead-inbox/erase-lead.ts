import 'server-only'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import { lockLead } from './lock-lead'
import { recordLeadEvent, type Actor } from './record-lead-event'

export const ERASED = '[erased]'

/**
 * Privacy: replaces a lead's personal data (name, e-mail, phone, notes, and the same on its
 * repeat enquiries and timeline notes). The record, its stage and its attribution stay, so
 * the statistics still count it; the erasure itself is on the timeline.
 */
export async function eraseLead(leadId: string, actor: Actor, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId)
    await tx
      .update(leads)
      .set({
        fullName: ERASED,
        email: ERASED,
        phone: null,
        mobileLocal: null,
        mobileInternational: null,
        notes: lead.notes === null ? null : ERASED,
        lostNote: lead.lostNote === null ? null : ERASED,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id))
    await tx
      .update(leadEnquiries)
      .set({ fullName: ERASED, email: ERASED })
      .where(eq(leadEnquiries.leadId, lead.id))
    await tx
      .update(leadEvents)
      .set({ data: sql`jsonb_build_object('text', ${ERASED}::text)` })
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'note')))
    await tx
      .update(leadEvents)
      .set({ data: sql`${leadEvents.data} || jsonb_build_object('lostNote', ${ERASED}::text)` })
      .where(
        and(
          eq(leadEvents.leadId, lead.id),
          eq(leadEvents.type, 'status'),
          sql`${leadEvents.data} ? 'lostNote'`,
        ),
      )
    // Merged leads' rows are this person's data too: erased, they can no longer be unmerged.
    await tx.delete(leadMerges).where(eq(leadMerges.leadId, lead.id))
    await tx
      .update(leadEnquiries)
      .set({ notes: null, unitInterest: null })
      .where(and(eq(leadEnquiries.leadId, lead.id), isNotNull(leadEnquiries.mergedFromLeadId)))
    await recordLeadEvent(tx, lead.id, 'erasure', actor, {}, now)
    // The activity log holds no personal data of leads, so there is nothing to erase in it.
    await recordActivity(
      tx,
      actorOf(actor),
      { entityType: 'lead', entityId: lead.id, entityLabel: null, action: 'erased' },
      now,
    )
  })
}
