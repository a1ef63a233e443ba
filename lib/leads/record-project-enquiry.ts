import 'server-only'
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'
import { LEAD_NOTIFICATION, leadByIdempotencyKey, type NewLead } from './store-lead'

/** A new enquiry from the same mobile for the same project within this window joins its lead. */
export const REPEAT_ENQUIRY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

export type ProjectEnquiry = NewLead & { projectId: string; mobileLocal: string }

/**
 * Step 1 of the project lead form: a new lead with its sales notification, or, for a repeat
 * enquiry, the existing lead counted again (and sales told again), all in one transaction.
 */
export async function recordProjectEnquiry(
  enquiry: ProjectEnquiry,
  now = new Date(),
): Promise<{ leadId: string; repeat: boolean }> {
  return db().transaction(async (tx) => {
    const earlier = await leadByIdempotencyKey(tx, enquiry.idempotencyKey)
    if (earlier) return { leadId: earlier, repeat: true }
    const [existing] = await tx
      .select({ id: leads.id })
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
    let leadId: string
    if (existing) {
      leadId = existing.id
      await tx
        .update(leads)
        .set({
          fullName: enquiry.fullName,
          email: enquiry.email,
          locale: enquiry.locale,
          enquiryCount: sql`${leads.enquiryCount} + 1`,
          // A retry of this enquiry then finds the lead instead of counting again.
          ...(enquiry.idempotencyKey ? { idempotencyKey: enquiry.idempotencyKey } : {}),
          lastEnquiryAt: now,
          updatedAt: now,
        })
        .where(eq(leads.id, leadId))
    } else {
      const [row] = await tx
        .insert(leads)
        .values(enquiry)
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id })
      if (!row) {
        // A concurrent twin (same idempotency key) stored it first.
        const twin = await leadByIdempotencyKey(tx, enquiry.idempotencyKey)
        if (!twin) throw new Error('Lead insert returned no row')
        return { leadId: twin, repeat: true }
      }
      leadId = row.id
    }
    await tx.insert(outboxMessages).values({ kind: LEAD_NOTIFICATION, payload: { leadId } })
    return { leadId, repeat: Boolean(existing) }
  })
}
