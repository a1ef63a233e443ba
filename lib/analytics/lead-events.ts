import 'client-only'
import { adAttribution } from './ad-attribution'
import type { BudgetBucket } from './budget-bucket'
import { readClickIds } from './click-ids'
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
  /** The bucket of the chosen unit's (or the project's) average price. */
  budgetBucket: BudgetBucket | null
  value: number
}

async function hashedContact(email: string, phone: string) {
  try {
    return {
      hashed_email: await sha256(email.trim().toLowerCase()),
      hashed_phone: await sha256(phone.replace(/[^\d+]/g, '')),
    }
  } catch {
    return {} // No SubtleCrypto (non-secure context): the conversion goes without hashes.
  }
}

/** Spec §3: the full name split at the first space. */
const splitName = (fullName: string) => {
  const name = fullName.trim()
  const space = name.search(/\s/)
  return space === -1
    ? { first_name: name, last_name: '' }
    : { first_name: name.slice(0, space), last_name: name.slice(space).trim() }
}

/** The ad cookies and click ids of this browser; never throws (blocked storage or cookies). */
function browserAttribution() {
  let ids = null
  try {
    ids = readClickIds(window.localStorage)
  } catch {
    // Storage blocked: cookies may still be there.
  }
  let cookie = ''
  try {
    cookie = document.cookie
  } catch {
    // Cookies blocked.
  }
  return adAttribution(cookie, ids)
}

type LeadData = {
  leadId: string
  fullName: string
  email: string
  /** International form (+20…) where known. */
  phone: string
  unitType: string | null
  buyTimeline: string | null
  budgetBucket: BudgetBucket | null
  contactChannel: string | null
}

/** Spec §3 "Lead data on form-success analytics", hashed contact fields and ad attribution. */
async function leadFields(lead: LeadData) {
  return {
    ...splitName(lead.fullName),
    email: lead.email.trim().toLowerCase(),
    phone: lead.phone,
    ...(await hashedContact(lead.email, lead.phone)),
    unit_type: lead.unitType,
    buy_timeline: lead.buyTimeline,
    budget_bucket: lead.budgetBucket,
    contact_channel: lead.contactChannel,
    lead_id: lead.leadId,
    ...browserAttribution(),
  }
}

/** The home consultation's booking success (spec §4: once per booking). */
export async function trackConsultationBooked(booking: {
  leadId: string
  formId: string
  fullName: string
  email: string
  phone: string
  budgetRange: string | null
  budgetBucket: BudgetBucket | null
  value: number
}): Promise<void> {
  pushDataLayer({
    event: 'form_submit_success',
    form_id: booking.formId,
    meta_event: 'Lead',
    event_id: eventId(),
    ...(await leadFields({
      ...booking,
      unitType: null,
      buyTimeline: null,
      contactChannel: null,
    })),
    budget_range: booking.budgetRange,
    value: booking.value,
    currency: 'EGP',
    transaction_id: booking.leadId,
  })
}

/** lead_step2_success, then form_submit_success with the fields of spec §7. */
export async function trackLeadCompleted(lead: LeadConversion): Promise<void> {
  pushDataLayer({ event: 'lead_step2_success', event_id: eventId(), lead_id: lead.leadId })
  pushDataLayer({
    event: 'form_submit_success',
    form_id: 'full_form_v2',
    meta_event: 'Lead',
    event_id: eventId(),
    ...(await leadFields({ ...lead, phone: lead.mobile })),
    average_price: lead.averagePrice,
    value: lead.value,
    currency: 'EGP',
    transaction_id: lead.leadId,
  })
}
