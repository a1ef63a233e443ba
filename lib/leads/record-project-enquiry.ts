import 'server-only'
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import type { Tx } from '@/lib/db/types'
import type { LeadStatus } from '@/lib/enums/lead-statuses'
import { leadEnquiries, leads } from '@/lib/db/schema'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { queueMail } from '@/lib/mail/queue-mail'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { assignNewLeads } from '@/lib/lead-routing/assign-new-leads'
import { queueLeadPush } from '@/lib/push/queue-lead-push'
import { addBusinessMinutes } from '@/lib/lead-chase/business-hours'
import { readIntakeSettings } from '@/lib/settings/read-intake-settings'
import { CLOSED_STAGES, reEnquiryOf } from './re-enquiry-of'
import { leadByIdempotencyKey, type NewLead } from './store-lead'

/**
 * How long the sales notification of a step 1 waits for step 2, so one mail carries the
 * answers too; step 2 sends it at once (releaseHeldMail). The rep's own mail is not held.
 */
export const STEP2_WAIT_MS = 90_000

/** A new enquiry from the same mobile for the same project within this window joins its lead. */
export const REPEAT_ENQUIRY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

export type ProjectEnquiry = NewLead & { projectId: string; mobileLocal: string }

/**
 * Step 1 of the project lead form: a new lead with its sales notification and its rep, or, for a repeat
 * enquiry, the existing lead counted again with the enquiry recorded on it (and sales told
 * again), all in one transaction. A repeat never replaces the contact details already stored:
 * the ones given this time are kept on the enquiry for staff to see. A person whose lead was
 * Won or Lost comes back as a re-enquiry: a new lead, linked to the closed one, for their rep.
 */
export async function recordProjectEnquiry(
  enquiry: ProjectEnquiry,
  now = new Date(),
): Promise<{ leadId: string; enquiryId: string | null }> {
  return db().transaction(async (tx) => {
    const earlier = await leadByIdempotencyKey(tx, enquiry.idempotencyKey)
    if (earlier) return { leadId: earlier, enquiryId: await latestEnquiryId(tx, earlier) }
    const latest = () =>
      tx
        .select({ id: leads.id, status: leads.status })
        .from(leads)
        .where(
          and(
            eq(leads.projectId, enquiry.projectId),
            eq(leads.mobileLocal, enquiry.mobileLocal),
            gte(leads.createdAt, new Date(now.getTime() - REPEAT_ENQUIRY_WINDOW_MS)),
          ),
        )
        .orderBy(desc(leads.createdAt))
        .limit(1)
        .for('update')
    let [existing] = await latest()
    // A Won or Lost lead is not joined: the person comes back as a re-enquiry (a new lead). The
    // same person's other submission may have stored that one while this waited for the lock
    // on the closed lead: read again (a statement of its own sees it), and join it if so.
    if (existing && isClosed(existing.status)) [existing] = await latest()
    let leadId: string
    let enquiryId: string | null = null
    if (existing && !isClosed(existing.status)) {
      leadId = existing.id
      await tx
        .update(leads)
        .set({
          enquiryCount: sql`${leads.enquiryCount} + 1`,
          // A retry of this enquiry then finds the lead instead of counting again.
          ...(enquiry.idempotencyKey ? { idempotencyKey: enquiry.idempotencyKey } : {}),
          lastEnquiryAt: now,
          updatedAt: now,
        })
        .where(eq(leads.id, leadId))
      const [enquiryRow] = await tx
        .insert(leadEnquiries)
        .values({
          leadId,
          formId: enquiry.formId,
          locale: enquiry.locale,
          fullName: enquiry.fullName,
          email: enquiry.email,
          gclid: enquiry.gclid,
          gbraid: enquiry.gbraid,
          wbraid: enquiry.wbraid,
          utmSource: enquiry.utmSource,
          utmMedium: enquiry.utmMedium,
          utmCampaign: enquiry.utmCampaign,
          landingPage: enquiry.landingPage,
          referrer: enquiry.referrer,
          createdAt: now,
        })
        .returning({ id: leadEnquiries.id })
      enquiryId = enquiryRow?.id ?? null
      await announceLeadChange(tx, { leadId, kind: 'updated', assigneeId: null })
    } else {
      const { routing, leads: targets } = await readIntakeSettings(tx)
      // Its first response is due a target's worth of working time from now.
      const responseDueAt = addBusinessMinutes(now, targets.responseTargetMinutes, targets)
      const [row] = await tx
        .insert(leads)
        // Its assignment's instant; a re-enquiry when the person's latest lead is closed.
        .values({
          ...enquiry,
          responseDueAt,
          createdAt: now,
          reEnquiryOf: reEnquiryOf(enquiry.mobileLocal),
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id })
      if (!row) {
        // A concurrent twin (same idempotency key) stored it first.
        const twin = await leadByIdempotencyKey(tx, enquiry.idempotencyKey)
        if (!twin) throw new Error('Lead insert returned no row')
        return { leadId: twin, enquiryId: null }
      }
      leadId = row.id
      const lead = { id: leadId, projectId: enquiry.projectId, mobileLocal: enquiry.mobileLocal }
      const reps = await assignNewLeads(tx, [lead], routing, now)
      const assigneeId = reps.get(leadId)?.id ?? null
      await queueLeadPush(tx, [{ leadId, assigneeId, projectId: lead.projectId }], routing)
      await announceLeadChange(tx, {
        leadId,
        kind: 'new',
        assigneeId,
      })
    }
    await queueMail(tx, {
      kind: MAIL_KINDS.leadNotification,
      payload: { leadId, ...(enquiryId ? { enquiryId } : {}) },
      subjectId: leadId,
      notBefore: new Date(now.getTime() + STEP2_WAIT_MS),
    })
    return { leadId, enquiryId }
  })
}

const isClosed = (status: LeadStatus) => (CLOSED_STAGES as readonly LeadStatus[]).includes(status)

/** A retried repeat enquiry (same idempotency key) answers with the enquiry it recorded. */
async function latestEnquiryId(tx: Tx, leadId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: leadEnquiries.id })
    .from(leadEnquiries)
    .where(eq(leadEnquiries.leadId, leadId))
    .orderBy(desc(leadEnquiries.createdAt))
    .limit(1)
  return row?.id ?? null
}
