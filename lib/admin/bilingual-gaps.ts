/**
 * A field one language lacks, by its path in the form's values of that language ("title",
 * "sections.heroHeadline"); the form words it with its own label (gapTexts). A list shorter
 * than the other language's says how many rows it has (`have` of `of`); `captions` counts a
 * gallery's captions written in the other language only.
 */
export type FieldGap = { field: string; have?: number; of?: number; captions?: number }

/** Per language, the fields that are filled in the other language but empty in this one. */
export type BilingualGaps = { en: FieldGap[]; ar: FieldGap[] }

/** Whether a value holds any text (keys in `skip`, such as an icon name, do not count). */
const filledWith =
  (skip: readonly string[]) =>
  (value: unknown): boolean => {
    const filled = filledWith(skip)
    if (typeof value === 'string') return value.trim() !== ''
    if (Array.isArray(value)) return value.some(filled)
    if (value && typeof value === 'object')
      return Object.entries(value).some(([key, part]) => !skip.includes(key) && filled(part))
    return false
  }

/**
 * Compares the English and Arabic versions of a record's texts (form values or stored rows):
 * text filled on one side only, and lists (FAQs, highlights, paragraphs) with fewer entries on
 * one side. Flags, ids and numbers are not language content and are skipped. A `required`
 * field left empty is missing in its language even when the other is empty too (a new form
 * is not "complete").
 */
export function bilingualGaps(
  en: unknown,
  ar: unknown,
  skip: readonly string[] = [],
  required: readonly string[] = [],
): BilingualGaps {
  const gaps: BilingualGaps = { en: [], ar: [] }
  const filled = filledWith(skip)
  for (const [language, values] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    const fields = (values ?? {}) as Record<string, unknown>
    for (const key of required) if (!filled(fields[key])) gaps[language].push({ field: key })
  }
  // Rows that hold any text: an added but empty row does not count.
  const rowCount = (list: unknown[]) => list.filter(filled).length
  const walk = (a: unknown, b: unknown, path: string) => {
    const left = (a ?? {}) as Record<string, unknown>
    const right = (b ?? {}) as Record<string, unknown>
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      if (skip.includes(key)) continue
      const x = left[key]
      const y = right[key]
      const field = path ? `${path}.${key}` : key
      if (Array.isArray(x) || Array.isArray(y)) {
        const nx = rowCount(Array.isArray(x) ? x : [])
        const ny = rowCount(Array.isArray(y) ? y : [])
        if (nx > ny) gaps.ar.push(ny ? { field, have: ny, of: nx } : { field })
        if (ny > nx) gaps.en.push(nx ? { field, have: nx, of: ny } : { field })
      } else if ((x && typeof x === 'object') || (y && typeof y === 'object')) {
        walk(x, y, field)
      } else if (typeof x === 'string' || typeof y === 'string') {
        if (!path && required.includes(key)) continue // counted above, in each language
        if (filled(x) && !filled(y)) gaps.ar.push({ field })
        if (filled(y) && !filled(x)) gaps.en.push({ field })
      }
    }
  }
  walk(en, ar, '')
  return gaps
}

export const hasGaps = (gaps: { en: unknown[]; ar: unknown[] }) => gaps.en.length > 0 || gaps.ar.length > 0
