'use server'

import { randomUUID } from 'node:crypto'
import { succeed, type ActionResult } from '@/lib/actions/action-result'
import { publicAction } from '@/lib/actions/public-action'
import { isLocale } from '@/lib/i18n/locales'
import { leadPhoneForms } from '@/lib/validation/phone'
import { textField } from '@/lib/validation/form-data'
import { readAttribution } from './attribution'
import {
  CONSULTATION_FORM_ID,
  consultationSchema,
  type ConsultationErrorKey,
} from './consultation-schema'
import { HONEYPOT_FIELD, validIdempotencyKey } from './form-protection'
import { LEAD_MESSAGES, leadLimit } from './lead-guards'
import { asComingLead } from './leads-coming'
import { storeLead } from './store-lead'

/** The lead id, or why not (field errors are `consultation.errors` message keys). */
export type ConsultationResult = ActionResult<string, ConsultationErrorKey>

/**
 * The home consultation form's action (spec §5, §7). Validates with the form's own schema and
 * stores the lead with its queued sales notification; the reply carries the lead id.
 */
export async function submitConsultation(
  _previous: ConsultationResult | null,
  formData: FormData,
): Promise<ConsultationResult> {
  const field = textField(formData)
  // A bot that filled the hidden field gets a normal-looking answer and stores nothing.
  if (field(HONEYPOT_FIELD)) return succeed(randomUUID())
  const locale = field('locale')
  // Counted as coming, so that submissions arriving together are stored together.
  return asComingLead((arrive) =>
    publicAction<typeof consultationSchema, string, ConsultationErrorKey>(
      {
        schema: consultationSchema,
        input: {
          fullName: field('fullName') ?? '',
          email: field('email') ?? '',
          phone: field('phone') ?? '',
          preferredArea: field('preferredArea'),
          budgetRange: field('budgetRange'),
          notes: field('notes'),
          gclid: field('gclid'),
          gbraid: field('gbraid'),
          wbraid: field('wbraid'),
        },
        limits: (_input, address) => [leadLimit('consultation', address)],
        invalidMessage: LEAD_MESSAGES.invalid,
        rateLimitedMessage: LEAD_MESSAGES.rateLimited,
        context: 'Consultation lead',
      },
      (input) => {
        arrive()
        return storeLead({
          source: 'consultation',
          formId: CONSULTATION_FORM_ID,
          locale: isLocale(locale) ? locale : 'en',
          ...input,
          // The person's mobile as one key (also a consultation's): their leads find each other.
          mobileLocal: leadPhoneForms(input.phone)?.local ?? null,
          ...readAttribution(field),
          idempotencyKey: validIdempotencyKey(field('idempotencyKey')),
        })
      },
    ),
  )
}
