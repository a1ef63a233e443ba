import 'server-only'
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { actorOf } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { leadEnquiries, leadEvents, leadMerges, leads } from '@/lib/db/schema'
import type { LeadActor } from './lead-scope'
import { eraseLeadMentions } from './erase-lead-mentions'
import { lockLead } from './lock-lead'
import { recordLeadEvent } from './record-lead-event'

export const ERASED = '[erased]'

/** An address without its query string and fragment (null stays null). */
const withoutQuery = (column: AnyColumn | SQL) =>
  sql`split_part(split_part(${column}, '#', 1), '?', 1)`

/**
 * Privacy: replaces a lead's personal data (name, e-mail, phone, notes, the query strings of
 * its landing pages and referrers (both touches), and the same on its repeat enquiries with
 * their notes and unit interest, its timeline notes, and every timeline line naming the
 * person: see eraseLeadMentions). The record, its stage and its attribution stay, so
 * the statistics still count it; the erasure itself is on the timeline.
 */
export async function eraseLead(leadId: string, actor: LeadActor, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, actor)
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
        // A query string may carry what a visitor typed (?email=…): only the path stays.
        landingPage: withoutQuery(leads.landingPage),
        referrer: withoutQuery(leads.referrer),
        firstTouch: sql`case when ${leads.firstTouch} is null then null else ${leads.firstTouch}
          || jsonb_build_object('landingPage', ${withoutQuery(sql`${leads.firstTouch}->>'landingPage'`)},
            'referrer', ${withoutQuery(sql`${leads.firstTouch}->>'referrer'`)}) end`,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id))
    // Every repeat enquiry's own words too: notes and the unit they asked about.
    await tx
      .update(leadEnquiries)
      .set({
        fullName: ERASED,
        email: ERASED,
        notes: null,
        unitInterest: null,
        landingPage: withoutQuery(leadEnquiries.landingPage),
        referrer: withoutQuery(leadEnquiries.referrer),
      })
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
    await eraseLeadMentions(tx, lead.id, ERASED)
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
