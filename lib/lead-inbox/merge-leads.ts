import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { RefusedError } from '@/lib/actions/refused-error'
import { db } from '@/lib/db/client'
import { leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

/**
 * One person, one history: the duplicate's timeline, calls and enquiries move to the lead
 * kept, its own arrival becomes one of that lead's enquiries, and it leaves the inbox. What it
 * was, and what moved, is kept (lead_merges) so unmergeLead can put it all back.
 */
export async function mergeLeads(
  input: { leadId: string; duplicateId: string },
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  if (input.leadId === input.duplicateId) throw new RefusedError('leads.refusals.mergeIntoItself')
  await db().transaction(async (tx) => {
    // Locked in one order, so two merges of the same pair cannot wait on each other.
    const [first, second] = [input.leadId, input.duplicateId].sort()
    const locked = [await lockLead(tx, first!, actor), await lockLead(tx, second!, actor)]
    const kept = locked.find((lead) => lead.id === input.leadId)!
    const duplicate = locked.find((lead) => lead.id === input.duplicateId)!
    const movedEvents = await tx
      .update(leadEvents)
      .set({ leadId: kept.id })
      .where(eq(leadEvents.leadId, duplicate.id))
      .returning({ id: leadEvents.id })
    const movedEnquiries = await tx
      .update(leadEnquiries)
      .set({ leadId: kept.id })
      .where(eq(leadEnquiries.leadId, duplicate.id))
      .returning({ id: leadEnquiries.id })
    const [arrival] = await tx
      .insert(leadEnquiries)
      .values({
        leadId: kept.id,
        projectId: duplicate.projectId,
        mergedFromLeadId: duplicate.id,
        formId: duplicate.formId,
        locale: duplicate.locale,
        fullName: duplicate.fullName,
        email: duplicate.email,
        gclid: duplicate.gclid,
        gbraid: duplicate.gbraid,
        wbraid: duplicate.wbraid,
        utmSource: duplicate.utmSource,
        utmMedium: duplicate.utmMedium,
        utmCampaign: duplicate.utmCampaign,
        landingPage: duplicate.landingPage,
        referrer: duplicate.referrer,
        howSoon: duplicate.howSoon,
        unitInterest: duplicate.unitInterest,
        preferredChannel: duplicate.preferredChannel,
        notes: duplicate.notes,
        consentedAt: duplicate.consentedAt,
        completedAt: duplicate.completedAt,
        createdAt: duplicate.createdAt,
      })
      .returning({ id: leadEnquiries.id })
    const [merge] = await tx
      .insert(leadMerges)
      .values({
        leadId: kept.id,
        mergedLeadId: duplicate.id,
        mergedLead: storedRow(duplicate),
        movedEventIds: movedEvents.map((row) => row.id),
        movedEnquiryIds: movedEnquiries.map((row) => row.id),
        arrivalEnquiryId: arrival!.id,
        mergedById: actor.userId,
        mergedAt: now,
      })
      .returning({ id: leadMerges.id })
    // Leads merged into the duplicate earlier stay unmergeable from the lead kept.
    await tx.update(leadMerges).set({ leadId: kept.id }).where(eq(leadMerges.leadId, duplicate.id))
    await tx
      .update(leads)
      .set({
        enquiryCount: kept.enquiryCount + duplicate.enquiryCount,
        lastEnquiryAt: sql`greatest(${leads.lastEnquiryAt}, ${duplicate.lastEnquiryAt.toISOString()}::timestamptz)`,
        firstResponseAt: earliest(kept.firstResponseAt, duplicate.firstResponseAt),
        updatedAt: now,
      })
      .where(eq(leads.id, kept.id))
    await tx.delete(leads).where(eq(leads.id, duplicate.id))
    await recordLeadEvent(
      tx,
      kept.id,
      'merge',
      actor,
      { mergeId: merge!.id, from: { id: duplicate.id, name: duplicate.fullName } },
      now,
    )
    await announceLeadChange(tx, { leadId: duplicate.id, kind: 'updated', assigneeId: null })
    await recordActivity(
      tx,
      actorOf(actor),
      { entityType: 'lead', entityId: kept.id, entityLabel: null, action: 'merged' },
      now,
    )
  })
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))

/** The row as stored, without the columns the database computes (they are not inserted). */
function storedRow(lead: typeof leads.$inferSelect): Record<string, unknown> {
  const { searchText: _search, hasClickId: _clickId, ...row } = lead
  return row
}
