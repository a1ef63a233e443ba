'use server'

import { randomUUID } from 'node:crypto'
import { isLocale } from '@/lib/i18n/locales'
import { readAttribution } from './attribution'
import {
  CONSULTATION_FORM_ID,
  consultationFieldErrors,
  consultationSchema,
  type ConsultationFieldErrors,
} from './consultation-schema'
import { textField } from './form-data'
import { HONEYPOT_FIELD, validIdempotencyKey } from './form-protection'
import { leadRateLimitOk } from './lead-guards'
import { storeLead } from './store-lead'

export type ConsultationState =
  | { status: 'idle' }
  | { status: 'rate-limited' }
  | { status: 'success'; leadId: string }
  | { status: 'invalid'; fieldErrors: ConsultationFieldErrors }
  | { status: 'error' }

/**
 * The home consultation form's action (spec §5, §7). Validates with the form's own schema and
 * stores the lead with its queued sales notification; the reply carries the lead id.
 */
export async function submitConsultation(
  _previous: ConsultationState,
  formData: FormData,
): Promise<ConsultationState> {
  const field = textField(formData)
  // A bot that filled the hidden field gets a normal-looking answer and stores nothing.
  if (field(HONEYPOT_FIELD)) return { status: 'success', leadId: randomUUID() }
  const parsed = consultationSchema.safeParse({
    fullName: field('fullName') ?? '',
    email: field('email') ?? '',
    phone: field('phone') ?? '',
    preferredArea: field('preferredArea'),
    budgetRange: field('budgetRange'),
    notes: field('notes'),
    gclid: field('gclid'),
    gbraid: field('gbraid'),
    wbraid: field('wbraid'),
  })
  if (!parsed.success) {
    return { status: 'invalid', fieldErrors: consultationFieldErrors(parsed.error) }
  }
  const attribution = readAttribution(field)
  const locale = field('locale')
  try {
    if (!(await leadRateLimitOk('consultation'))) return { status: 'rate-limited' }
    const leadId = await storeLead({
      source: 'consultation',
      formId: CONSULTATION_FORM_ID,
      locale: isLocale(locale) ? locale : 'en',
      ...parsed.data,
      ...attribution,
      idempotencyKey: validIdempotencyKey(field('idempotencyKey')),
    })
    return { status: 'success', leadId }
  } catch (error) {
    console.error('Consultation lead could not be stored', error)
    return { status: 'error' }
  }
}
