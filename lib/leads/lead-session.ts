import 'client-only'
import { useMemo, useSyncExternalStore } from 'react'
import { leadPhoneForms, toWesternDigits } from '@/lib/validation/phone'

// What the browser session remembers between the lead forms of a visit (spec §3 "Browser
// session lead record", §4): the contact details a form collected (to auto-fill step 1 later),
// the lead step 1 created, and whether floor plans are unlocked.
export const LEAD_CONTACT_KEY = 'lead-contact'
export const FLOOR_PLANS_UNLOCKED_KEY = 'floor-plans-unlocked'
/** Raised whenever the stored contact changes, so every lead form re-reads it. */
export const LEAD_UPDATED_EVENT = 'lead-updated'

/** The record as stored, with the spec's field names. */
export type SessionLeadRecord = {
  full_name: string
  email: string
  /** 010… (any other number in E.164); for a number the forms refuse, what was typed. */
  mobile_local: string
  /** +2010… or +971…, or null when the forms refuse the number. */
  mobile_e164: string | null
  /** When step 1 created the lead (ms); absent for a contact from another form. */
  step1_at?: number
  lead_id?: string
  floorplans_unlocked: boolean
}

/** The contact as the forms use it: `mobile` is the local form, ready for step 1. */
export type LeadContact = {
  fullName: string
  email: string
  mobile: string
  mobileE164: string | null
  leadId?: string
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // blocked storage: forms simply start empty
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

export function readLeadRecord(): SessionLeadRecord | null {
  try {
    const data = JSON.parse(storage()?.getItem(LEAD_CONTACT_KEY) ?? 'null') as unknown
    if (typeof data !== 'object' || data === null) return null
    const r = data as Record<string, unknown>
    if (!isText(r.full_name) || !isText(r.email) || !isText(r.mobile_local)) return null
    return {
      full_name: r.full_name,
      email: r.email,
      mobile_local: r.mobile_local,
      mobile_e164: isText(r.mobile_e164) ? r.mobile_e164 : null,
      ...(typeof r.step1_at === 'number' ? { step1_at: r.step1_at } : {}),
      ...(isText(r.lead_id) ? { lead_id: r.lead_id } : {}),
      floorplans_unlocked: r.floorplans_unlocked === true,
    }
  } catch {
    return null
  }
}

export function readLeadContact(): LeadContact | null {
  const record = readLeadRecord()
  if (!record) return null
  return {
    fullName: record.full_name,
    email: record.email,
    mobile: record.mobile_local,
    mobileE164: record.mobile_e164,
    ...(record.lead_id ? { leadId: record.lead_id } : {}),
  }
}

/** The session record of a contact as typed: the mobile kept in its 010… and +20… forms. */
export function leadRecord(
  contact: { fullName: string; email: string; mobile: string; leadId?: string },
  now = Date.now(),
): SessionLeadRecord {
  const forms = leadPhoneForms(contact.mobile)
  return {
    full_name: contact.fullName.trim(),
    email: contact.email.trim(),
    mobile_local: forms?.local ?? toWesternDigits(contact.mobile).trim(),
    mobile_e164: forms?.e164 ?? null,
    ...(contact.leadId ? { step1_at: now, lead_id: contact.leadId } : {}),
    floorplans_unlocked: floorPlansUnlocked(),
  }
}

/**
 * Remembers a contact for the session. Step 1 passes its lead id; another form's contact (the
 * home consultation) keeps the lead step 1 made, if any, so step 2 still completes that one.
 */
export function saveLeadContact(contact: {
  fullName: string
  email: string
  mobile: string
  leadId?: string
}): void {
  const previous = readLeadRecord()
  const record = leadRecord(contact)
  const kept =
    !contact.leadId && previous?.lead_id
      ? { ...record, lead_id: previous.lead_id, step1_at: previous.step1_at }
      : record
  try {
    storage()?.setItem(LEAD_CONTACT_KEY, JSON.stringify(kept))
  } catch {
    // Not remembered; the current form still has the values.
  }
  window.dispatchEvent(new Event(LEAD_UPDATED_EVENT))
}

export function unlockFloorPlans(): void {
  try {
    storage()?.setItem(FLOOR_PLANS_UNLOCKED_KEY, 'true')
    const record = readLeadRecord()
    if (record)
      storage()?.setItem(LEAD_CONTACT_KEY, JSON.stringify({ ...record, floorplans_unlocked: true }))
  } catch {
    // Unlocked for this page only.
  }
}

export const floorPlansUnlocked = () => {
  try {
    return storage()?.getItem(FLOOR_PLANS_UNLOCKED_KEY) === 'true'
  } catch {
    return false
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(LEAD_UPDATED_EVENT, onChange)
  return () => window.removeEventListener(LEAD_UPDATED_EVENT, onChange)
}
const snapshot = () => {
  try {
    return storage()?.getItem(LEAD_CONTACT_KEY) ?? null
  } catch {
    return null
  }
}

/** The stored contact, re-read on every lead-updated event (null during server rendering). */
export function useLeadContact(): LeadContact | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null)
  // readLeadContact parses what `raw` holds; `raw` changing is what matters.
  return useMemo(() => (raw ? readLeadContact() : null), [raw])
}
