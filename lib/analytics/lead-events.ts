import { pushDataLayer } from './data-layer'

const eventId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`

/** SHA-256 hex of a normalised value, as ad platforms expect for enhanced conversions. */
export async function sha256(value: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const trackLeadStep1Attempt = (formId: string) =>
  pushDataLayer({ event: 'lead_step1_submit_attempt', form_id: formId })

export const trackLeadStep1Success = (leadId: string) =>
  pushDataLayer({ event: 'lead_step1_success', event_id: eventId(), lead_id: leadId })

export type LeadConversion = {
  leadId: string
  fullName: string
  email: string
  /** International form, +20… */
  mobile: string
  unitType: string
  buyTimeline: string
  contactChannel: string
  averagePrice: number | null
  value: number
}

/** lead_step2_success, then form_submit_success with the fields of spec §7. */
export async function trackLeadCompleted(lead: LeadConversion): Promise<void> {
  pushDataLayer({ event: 'lead_step2_success', event_id: eventId(), lead_id: lead.leadId })
  const [firstName = '', ...rest] = lead.fullName.trim().split(/\s+/)
  let hashed: { email?: string; phone?: string } = {}
  try {
    hashed = {
      email: await sha256(lead.email.trim().toLowerCase()),
      phone: await sha256(lead.mobile.replace(/[^\d+]/g, '')),
    }
  } catch {
    // No SubtleCrypto (non-secure context): send the conversion without hashes.
  }
  pushDataLayer({
    event: 'form_submit_success',
    form_id: 'full_form_v2',
    meta_event: 'Lead',
    event_id: eventId(),
    first_name: firstName,
    last_name: rest.join(' '),
    hashed_email: hashed.email,
    hashed_phone: hashed.phone,
    unit_type: lead.unitType,
    buy_timeline: lead.buyTimeline,
    contact_channel: lead.contactChannel,
    average_price: lead.averagePrice,
    value: lead.value,
    currency: 'EGP',
    transaction_id: lead.leadId,
  })
}
