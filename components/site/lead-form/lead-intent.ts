'use client'

import { useSyncExternalStore } from 'react'

/**
 * What the visitor asked for with the call to action that brought them to the lead form:
 * "Book Now" books a visit, "Get advice" asks for an advisor; anything else (the section
 * navigation, a unit's Contact Sales, the calculator) keeps the form's own purpose, prices.
 * CTAs declare theirs with data-lead-intent, so server-rendered links need no client code.
 */
export const LEAD_INTENTS = ['book', 'advice'] as const
export type LeadIntent = (typeof LEAD_INTENTS)[number] | null

let current: LeadIntent = null
const listeners = new Set<() => void>()

const isIntent = (value: string | undefined): value is NonNullable<LeadIntent> =>
  (LEAD_INTENTS as readonly string[]).includes(value ?? '')

function onClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[href="#lead-form"]')
  if (!link) return
  const intent = link.dataset.leadIntent
  const next = isIntent(intent) ? intent : null
  if (next === current) return
  current = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) document.addEventListener('click', onClick, { capture: true })
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) document.removeEventListener('click', onClick, { capture: true })
  }
}

/** The intent of the last call to action that led to the form (null: the form's own). */
export function useLeadIntent(): LeadIntent {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
