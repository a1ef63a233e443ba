'use server'

import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { publicAction } from '@/lib/actions/public-action'
import { db } from '@/lib/db/client'
import { leadEnquiries, leads } from '@/lib/db/schema'
import { announceLeadChange } from '@/lib/lead-live/announce-lead-change'
import { MAIL_KINDS } from '@/lib/mail/mail-kinds'
import { releaseHeldMail } from '@/lib/mail/release-held-mail'
import { textField } from '@/lib/validation/form-data'
import { readEnquiryCookie } from './enquiry-cookie'
import { readEnquiryToken } from './enquiry-token'
import { LEAD_MESSAGES, leadLimit } from './lead-guards'
import { leadStep2Schema, type LeadFormErrorKey } from './lead-form-schema'

/** The lead id; code 'not-found' (message 'step1Missing') when step 1 is missing. */
export type LeadStep2Result = ActionResult<string, LeadFormErrorKey>

/**
 * Step 2 completes the enquiry this browser started in step 1 (its signed, HttpOnly proof:
 * a lead id alone proves nothing): timing, unit, channel, notes and the consent with its time.
 * A first enquiry completes its lead; a repeat one is completed on its own record, so nobody
 * can rewrite what a lead said by repeating step 1 with their mobile. The sales notification
 * step 1 held goes out now, with the answers in it (one mail per enquiry). Sending it again (a retry after a lost reply) updates the same row.
 */
export async function submitLeadStep2(
  _previous: LeadStep2Result | null,
  formData: FormData,
): Promise<LeadStep2Result> {
  const field = textField(formData)
  return publicAction<typeof leadStep2Schema, string, LeadFormErrorKey>(
    {
      schema: leadStep2Schema,
      input: {
        howSoon: field('howSoon') ?? '',
        unitInterest: field('unitInterest') ?? '',
        preferredChannel: field('preferredChannel') ?? '',
        notes: field('notes'),
        consent: field('consent') ?? '',
      },
      limits: (_input, address) => [leadLimit('step2', address)],
      invalidMessage: LEAD_MESSAGES.invalid,
      rateLimitedMessage: LEAD_MESSAGES.rateLimited,
      context: 'Project lead (step 2)',
    },
    async (input) => {
      const proof = readEnquiryToken(await readEnquiryCookie())
      if (!proof || proof.leadId !== field('leadId')) {
        throw AppError.notFound(LEAD_MESSAGES.step1Missing)
      }
      const now = new Date()
      const details = {
        howSoon: input.howSoon,
        unitInterest: input.unitInterest,
        preferredChannel: input.preferredChannel,
        notes: input.notes,
        consentedAt: now,
        completedAt: now,
      }
      return db().transaction(async (tx) => {
        const [row] = proof.enquiryId
          ? await tx
              .update(leadEnquiries)
              .set(details)
              .where(
                and(eq(leadEnquiries.id, proof.enquiryId), eq(leadEnquiries.leadId, proof.leadId)),
              )
              .returning({ id: leadEnquiries.leadId })
          : await tx
              .update(leads)
              .set({ ...details, updatedAt: now })
              .where(and(eq(leads.id, proof.leadId), eq(leads.source, 'project')))
              .returning({ id: leads.id })
        if (!row) throw AppError.notFound(LEAD_MESSAGES.step1Missing)
        // Step 1's notification, held for these answers, leaves now with them in it.
        await releaseHeldMail(
          tx,
          {
            kind: MAIL_KINDS.leadNotification,
            subjectId: proof.leadId,
            enquiryId: proof.enquiryId ?? null,
          },
          now,
        )
        // The inbox row and lead page already open show the answers (both steps) at once.
        await announceLeadChange(tx, { leadId: proof.leadId, kind: 'updated', assigneeId: null })
        return row.id
      })
    },
  )
}
