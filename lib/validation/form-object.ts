const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * A submitted form as a plain object: "en.name" becomes { en: { name } }. Only text values
 * are kept (NUL characters dropped, as PostgreSQL text cannot hold them); files are ignored.
 */
export function formObject(formData: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of formData) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue
    const path = key.split('.')
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue
    let node = root
    for (const part of path.slice(0, -1)) {
      const next = node[part]
      node[part] = next && typeof next === 'object' ? next : Object.create(null)
      node = node[part] as Record<string, unknown>
    }
    node[path.at(-1) ?? ''] = value.replaceAll('\u0000', '')
  }
  return root
}

/** The first message of each field, keyed by its dotted path ("en.name"). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.')
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
