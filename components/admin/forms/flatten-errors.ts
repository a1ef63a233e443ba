import type { FieldErrors } from 'react-hook-form'

const META_KEYS = new Set(['ref', 'type', 'types', 'message'])

/** react-hook-form's nested errors as { "en.sections.faqs.1.answer": message }, in form order. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  const node = errors as Record<string, unknown>
  if (typeof node.message === 'string' && node.message && prefix) flat[prefix] = node.message
  for (const [key, value] of Object.entries(node)) {
    if (META_KEYS.has(key) || !value || typeof value !== 'object') continue
    // An error on a whole list sits under "root".
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key
    Object.assign(flat, flattenErrors(value as FieldErrors, path))
  }
  return flat
}
