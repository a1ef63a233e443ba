const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * A value an action received, as the database can take it: NUL characters dropped from every
 * string (PostgreSQL text cannot hold them; formObject does the same for FormData) and
 * prototype keys left out. Objects and arrays are copied, anything else kept as it is.
 */
export function submittedValue(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '')
  if (Array.isArray(value)) return value.map(submittedValue)
  if (value === null || typeof value !== 'object' || value instanceof Date) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (!UNSAFE_KEYS.has(key)) copy[key] = submittedValue(item)
  }
  return copy
}
