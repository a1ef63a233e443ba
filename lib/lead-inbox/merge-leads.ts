import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import { alertReps } from '@/lib/lead-alerts/alert-reps'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import type { LeadActor } from './lead-scope'
import { lockLead } from './lock-lead'
import { readStaffMembers } from './read-staff-members'
import { recordLeadEvent } from './record-lead-event'

/**
 * One person, one history: the duplicate's timeline, calls and enquiries move to the lead
 * kept, its own arrival becomes one of that lead's enquiries, and it leaves the inbox. What it
 * was, and what moved, is kept (lead_merges) so unmergeLead can put it all back. The merged
 * lead keeps a rep (mergedOwner); the rep who does not keep the person is told.
 */
export async function mergeLeads(
  input: { leadId: string; duplicateId: string; assigneeId?: string | null },
  actor: LeadActor,
  now = new Date(),
): Promise<void> {
  if (input.leadId === input.duplicateId) throw AppError.refused('leads.refusals.mergeIntoItself')
  await db().transaction(async (tx) => {
    // Locked in one order, so two merges of the same pair cannot wait on each other.
    const [first, second] = [input.leadId, input.duplicateId].sort()
    const locked = [await lockLead(tx, first!, actor), await lockLead(tx, second!, actor)]
    const kept = locked.find((lead) => lead.id === input.leadId)!
    const duplicate = locked.find((lead) => lead.id === input.duplicateId)!
    const owner = mergedOwner(kept, duplicate, input.assigneeId ?? null)
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
        assigneeId: owner.assigneeId,
        assignedAt: owner.assignedAt,
        updatedAt: now,
      })
      .where(eq(leads.id, kept.id))
    await tx.delete(leads).where(eq(leads.id, duplicate.id))
    const reps = [kept.assigneeId, duplicate.assigneeId].filter((id) => id !== null)
    // The rep who does not keep the person (either lead's) is told; the one who does had them.
    const other = reps.find((id) => id !== owner.assigneeId) ?? null
    const moved = owner.assigneeId !== kept.assigneeId
    const staff = moved ? await readStaffMembers(tx) : []
    const named = (id: string | null) => {
      const member = staff.find((s) => s.id === id)
      return member ? { id: member.id, name: member.name } : null
    }
    if (moved)
      await recordLeadEvent(
        tx,
        kept.id,
        'assignment',
        actor,
        { from: named(kept.assigneeId), to: named(owner.assigneeId), reason: 'merged' },
        now,
      )
    if (moved || other)
      await alertReps(tx, {
        leadId: kept.id,
        to: owner.assigneeId,
        from: other,
        reason: 'merged',
        by: actor,
        tellNewRep: false,
      })
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
      {
        entityType: 'lead',
        entityId: kept.id,
        entityLabel: null,
        action: 'merged',
        ...(moved
          ? {
              changes: [
                {
                  field: 'assignee',
                  before: named(kept.assigneeId)?.name ?? null,
                  after: named(owner.assigneeId)?.name ?? null,
                },
              ],
            }
          : {}),
      },
      now,
    )
  })
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))

type Lead = typeof leads.$inferSelect

/**
 * Whose the merged lead is: the rep of either lead when only one has one (merging an assigned
 * lead into an unassigned one keeps its rep); of two, the manager's pick, else the newer
 * assignment's (the kept lead's on a tie, or when neither time is known).
 */
function mergedOwner(kept: Lead, duplicate: Lead, pick: string | null) {
  const ofLead = (lead: Lead) => ({ assigneeId: lead.assigneeId, assignedAt: lead.assignedAt })
  const assigned = [kept, duplicate].filter((lead) => lead.assigneeId !== null)
  if (pick !== null) {
    const chosen = assigned.find((lead) => lead.assigneeId === pick)
    if (!chosen) throw AppError.field('assigneeId', 'leads.fieldErrors.mergeOwner')
    return ofLead(chosen)
  }
  if (assigned.length < 2) return ofLead(assigned[0] ?? kept)
  const time = (lead: Lead) => lead.assignedAt?.getTime() ?? -Infinity
  return ofLead(time(duplicate) > time(kept) ? duplicate : kept)
}

/** The row as stored, without the columns the database computes (they are not inserted). */
function storedRow(lead: typeof leads.$inferSelect): Record<string, unknown> {
  const { searchText: _search, hasClickId: _clickId, ...row } = lead
  return row
}
