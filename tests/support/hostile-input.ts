import fc from 'fast-check'

/** Values people and attackers type: unicode, control characters, markup, SQL, huge text. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1; --",
    '<script>alert(1)</script>',
    '\u0000\u202e\ufeff',
    '   ',
    '+20 10 1234 5678',
    '01001234567',
    'a@b.co',
    'on',
    'within_3m',
    'whatsapp',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    '99999999999999999999999',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '2026-13-45T99:99',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
)

/** Field names a crafted post may carry besides the form's own (prototype pollution, nesting). */
const strangeName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    '__proto__.polluted',
    'constructor.prototype.polluted',
    'en.__proto__.polluted',
    'en',
    'en.sections',
    'a.b.c.d.e.f',
    '',
  ),
  fc.string({ maxLength: 12 }),
)

/** Only the given field names, each hostile (or missing). */
export const formOf = (fields: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...fields), hostileText), { maxLength: fields.length })
    .map(toFormData)

/**
 * A form the page could post, then bent: a few fields dropped or replaced (by hostile text or
 * by one of `typical`, values that reach deeper code), and a few strange names added.
 */
export function bentForm(base: () => Record<string, string>, typical: string[] = []) {
  const names = Object.keys(base())
  const value = typical.length ? fc.oneof(hostileText, fc.constantFrom(...typical)) : hostileText
  return fc
    .record({
      drop: fc.subarray(names, { maxLength: Math.min(3, names.length) }),
      replace: fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 3 }),
      extra: fc.array(fc.tuple(strangeName, hostileText), { maxLength: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const fields = new Map(Object.entries(base()))
      for (const name of drop) fields.delete(name)
      for (const [name, text] of replace) fields.set(name, text)
      return toFormData([...fields, ...extra])
    })
}

function toFormData(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** Values a crafted call may hold where the form sends text or lists: any JSON-ish shape. */
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(true, false, null, 0, -1, 1.5, Number.MAX_SAFE_INTEGER),
  fc.array(
    fc.dictionary(
      fc.constantFrom('text', 'question', 'answer', 'icon', 'label', 'value', '__proto__'),
      hostileText,
    ),
    { maxLength: 4 },
  ),
  fc.anything({ maxDepth: 2 }),
)

/** Dotted entries as the nested object a server action receives (own "__proto__" keys kept). */
export function nestValues(entries: [string, unknown][]): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  const own = (node: Record<string, unknown>, key: string, value: unknown) =>
    Object.defineProperty(node, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  for (const [name, value] of entries) {
    const path = name.split('.')
    let node = root
    for (const part of path.slice(0, -1)) {
      const next = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined
      if (!next || typeof next !== 'object' || Array.isArray(next)) own(node, part, {})
      node = node[part] as Record<string, unknown>
    }
    own(node, path.at(-1) ?? '', value)
  }
  // What arrives is what JSON carries: a server action's arguments are serialized.
  return JSON.parse(JSON.stringify(root)) as Record<string, unknown>
}

/**
 * The values an admin form (react-hook-form) sends, then bent like bentForm: a few fields
 * dropped or replaced (by hostile values of any shape, or by one of `typical`), and a few
 * strange names added. `base` is flat with dotted names; lists are arrays of rows.
 */
export function bentValues(base: () => Record<string, unknown>, typical: unknown[] = []) {
  const names = Object.keys(base())
  const value = typical.length ? fc.oneof(hostileValue, fc.constantFrom(...typical)) : hostileValue
  return fc
    .record({
      drop: fc.subarray(names, { maxLength: Math.min(3, names.length) }),
      replace: fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 3 }),
      extra: fc.array(fc.tuple(strangeName, hostileValue), { maxLength: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const fields = new Map(Object.entries(base()))
      for (const name of drop) fields.delete(name)
      for (const [name, text] of replace) fields.set(name, text)
      return nestValues([...fields, ...extra])
    })
}
