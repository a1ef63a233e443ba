import type { ActivityChange } from './activity-types'

type Plain = Record<string, unknown>

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Whether a value holds nothing a reader would see: no text, an empty list, empty rows. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (isPlainObject(value)) return Object.values(value).every(isBlank)
  return false
}

/**
 * Empty text, empty lists (or lists of empty rows) and missing values read the same, so
 * "" → null or [] → null is not a change: the log never shows "(empty) → (empty)".
 */
function normalize(value: unknown): unknown {
  if (Array.isArray(value) || typeof value === 'string') return isBlank(value) ? null : value
  if (value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  return value
}

/**
 * The fields that differ between two versions of a record, flattened to dotted paths
 * ("en.title", "sections.faqs"); lists and other values compare as JSON. Fields listed in
 * `ignore` (timestamps, ids) are left out.
 */
export function diffChanges(
  before: Plain | null,
  after: Plain | null,
  ignore: readonly string[] = ['id', 'createdAt', 'updatedAt'],
): ActivityChange[] {
  const changes: ActivityChange[] = []
  const walk = (a: Plain | null, b: Plain | null, prefix: string) => {
    const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])
    for (const key of [...keys].sort()) {
      const field = prefix ? `${prefix}.${key}` : key
      if (ignore.includes(key) || ignore.includes(field)) continue
      const left = a?.[key]
      const right = b?.[key]
      if (isPlainObject(left) || isPlainObject(right)) {
        walk(isPlainObject(left) ? left : null, isPlainObject(right) ? right : null, field)
        continue
      }
      const x = normalize(left)
      const y = normalize(right)
      if (JSON.stringify(x) !== JSON.stringify(y)) changes.push({ field, before: x, after: y })
    }
  }
  walk(before, after, '')
  return changes
}
