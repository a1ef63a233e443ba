'use server'

import { and, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { leads, outboxMessages } from '@/lib/db/schema'
import { textField } from './form-data'
import {
  leadFieldErrors,
  leadStep2Schema,
  type LeadFieldErrors,
  type LeadStep2Fields,
} from './lead-form-schema'
import { leadRateLimitOk } from './lead-guards'
import { LEAD_NOTIFICATION } from './store-lead'

export type LeadStep2Result =
  | { status: 'success'; leadId: string }
  | { status: 'invalid'; fieldErrors: LeadFieldErrors<LeadStep2Fields> }
  | { status: 'missing-step1' }
  | { status: 'rate-limited' }
  | { status: 'error' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Step 2 completes the lead step 1 created (by its id): timing, unit, channel, notes and the
 * consent with its time. Sales get the completed details in the same transaction. Sending it
 * again (a retry after a lost reply) updates the same lead.
 */
export async function submitLeadStep2(formData: FormData): Promise<LeadStep2Result> {
  const field = textField(formData)
  const parsed = leadStep2Schema.safeParse({
    howSoon: field('howSoon') ?? '',
    unitInterest: field('unitInterest') ?? '',
    preferredChannel: field('preferredChannel') ?? '',
    notes: field('notes'),
    consent: field('consent') ?? '',
  })
  if (!parsed.success) {
    return { status: 'invalid', fieldErrors: leadFieldErrors<LeadStep2Fields>(parsed.error) }
  }
  const leadId = field('leadId') ?? ''
  if (!UUID.test(leadId)) return { status: 'missing-step1' }
  const now = new Date()
  try {
    if (!(await leadRateLimitOk('step2'))) return { status: 'rate-limited' }
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .update(leads)
        .set({
          howSoon: parsed.data.howSoon,
          unitInterest: parsed.data.unitInterest,
          preferredChannel: parsed.data.preferredChannel,
          notes: parsed.data.notes,
          consentedAt: now,
          completedAt: now,
          updatedAt: now,
        })
        .where(and(eq(leads.id, leadId), eq(leads.source, 'project')))
        .returning({ id: leads.id })
      if (!row) return { status: 'missing-step1' } as const
      await tx.insert(outboxMessages).values({ kind: LEAD_NOTIFICATION, payload: { leadId } })
      return { status: 'success', leadId: row.id } as const
    })
  } catch (error) {
    console.error('Project lead (step 2) could not be stored', error)
    return { status: 'error' }
  }
}
