import { useCallback } from 'react'
import { HONEYPOT_FIELD, newIdempotencyKey } from '@/lib/leads/form-protection'

// What a visitor typed in a form, kept in the tab's session until the form is sent: a failed
// send, a reload or a crashed tab on a weak connection costs nothing.
const PREFIX = 'form-draft:'
const KEY_PREFIX = 'form-key:'

/** Fields never kept: the honeypot and what the form sets itself. */
const SKIPPED = new Set([HONEYPOT_FIELD, 'idempotencyKey', 'locale', 'projectSlug', 'leadId'])

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // blocked storage: the form just does not remember
  }
}

/** A value of the tab's session, or null (none, or storage blocked). */
export const readSession = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Keeps a value in the tab's session (null forgets it); blocked storage keeps nothing. */
export function writeSession(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // Full or blocked storage: the page still works, it only does not remember.
  }
}

type Draft = Record<string, string | string[]>

function readDraft(name: string): Draft {
  try {
    const data = JSON.parse(storage()?.getItem(PREFIX + name) ?? '{}') as unknown
    return typeof data === 'object' && data !== null ? (data as Draft) : {}
  } catch {
    return {}
  }
}

function saveDraft(form: HTMLFormElement, name: string) {
  const draft: Draft = {}
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement
    if (!field.name || SKIPPED.has(field.name) || field.type === 'hidden') continue
    if (field.type === 'checkbox') draft[field.name] = field.checked ? 'on' : ''
    else if (field.type === 'radio') {
      if (field.checked) draft[field.name] = field.value
    } else draft[field.name] = field.value
  }
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(draft))
  } catch {
    // Full or blocked storage: the form still works, it only does not remember.
  }
}

function restoreDraft(form: HTMLFormElement, name: string) {
  const draft = readDraft(name)
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement
    const value = draft[field.name]
    if (typeof value !== 'string' || SKIPPED.has(field.name)) continue
    if (field.type === 'checkbox') field.checked = value === 'on'
    else if (field.type === 'radio') field.checked = field.value === value
    else if (value) field.value = value
  }
}

/**
 * A ref for a form whose fields are kept as they are typed and put back when the form mounts
 * again (after a reload, a step back, or a failed send). Values the page gives the form (the
 * session's contact) are kept unless the visitor typed something else.
 */
export function useFormDraft(name: string) {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return
      restoreDraft(form, name)
      const save = () => saveDraft(form, name)
      form.addEventListener('input', save)
      form.addEventListener('change', save)
      return () => {
        form.removeEventListener('input', save)
        form.removeEventListener('change', save)
      }
    },
    [name],
  )
}

/** The idempotency key of this form's current submission: kept across failures and reloads. */
export function draftIdempotencyKey(name: string): string {
  const kept = storage()?.getItem(KEY_PREFIX + name) ?? keysInMemory.get(name)
  if (kept) return kept
  const key = newIdempotencyKey()
  keysInMemory.set(name, key)
  try {
    storage()?.setItem(KEY_PREFIX + name, key)
  } catch {
    // Not kept across a reload; retries on this page still share the key in memory.
  }
  return key
}

const keysInMemory = new Map<string, string>()

/** Forgets a sent form's draft and key. */
export function clearFormDraft(name: string) {
  keysInMemory.delete(name)
  try {
    storage()?.removeItem(PREFIX + name)
    storage()?.removeItem(KEY_PREFIX + name)
  } catch {
    // Blocked storage held nothing.
  }
}
