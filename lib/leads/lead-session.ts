import { useMemo, useSyncExternalStore } from 'react'

// What the browser session remembers between the lead forms of a visit (spec §4): the contact
// details step 1 collected (to auto-fill it later) and whether floor plans are unlocked.
export const LEAD_CONTACT_KEY = 'lead-contact'
export const FLOOR_PLANS_UNLOCKED_KEY = 'floor-plans-unlocked'
/** Raised whenever the stored contact changes, so every lead form re-reads it. */
export const LEAD_UPDATED_EVENT = 'lead-updated'

export type LeadContact = { fullName: string; email: string; mobile: string; leadId?: string }

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // blocked storage: forms simply start empty
  }
}

export function readLeadContact(): LeadContact | null {
  try {
    const data = JSON.parse(storage()?.getItem(LEAD_CONTACT_KEY) ?? 'null') as unknown
    if (typeof data !== 'object' || data === null) return null
    const { fullName, email, mobile, leadId } = data as Record<string, unknown>
    if (typeof fullName !== 'string' || typeof email !== 'string' || typeof mobile !== 'string')
      return null
    return { fullName, email, mobile, ...(typeof leadId === 'string' ? { leadId } : {}) }
  } catch {
    return null
  }
}

export function saveLeadContact(contact: LeadContact): void {
  try {
    storage()?.setItem(LEAD_CONTACT_KEY, JSON.stringify(contact))
  } catch {
    // Not remembered; the current form still has the values.
  }
  window.dispatchEvent(new Event(LEAD_UPDATED_EVENT))
}

export function unlockFloorPlans(): void {
  try {
    storage()?.setItem(FLOOR_PLANS_UNLOCKED_KEY, 'true')
  } catch {
    // Unlocked for this page only.
  }
}

export const floorPlansUnlocked = () => storage()?.getItem(FLOOR_PLANS_UNLOCKED_KEY) === 'true'

const subscribe = (onChange: () => void) => {
  window.addEventListener(LEAD_UPDATED_EVENT, onChange)
  return () => window.removeEventListener(LEAD_UPDATED_EVENT, onChange)
}
const snapshot = () => storage()?.getItem(LEAD_CONTACT_KEY) ?? null

/** The stored contact, re-read on every lead-updated event (null during server rendering). */
export function useLeadContact(): LeadContact | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null)
  // readLeadContact parses what `raw` holds; `raw` changing is what matters.
  return useMemo(() => (raw ? readLeadContact() : null), [raw])
}
