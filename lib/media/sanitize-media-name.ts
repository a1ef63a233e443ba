/**
 * The uploaded file's name as display text: no folder part ("C:\fakepath\…"), no control or
 * direction-override characters (which could make "gpj.exe" read as "exe.jpg"), whitespace
 * collapsed, at most 255 characters with the extension kept. It is never a storage name.
 */
export function sanitizeMediaName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).at(-1) ?? ''
  const clean = base
    .replace(/\s+/g, ' ')
    // C0/C1 controls, bidi embeddings/overrides/isolates, zero-width and BOM characters.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim()
  if (!clean || /^\.+$/.test(clean)) return 'Untitled'
  // Counted in characters, as the database column is (a pair of UTF-16 units is one).
  const characters = Array.from(clean)
  if (characters.length <= 255) return clean
  const extension = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? ''
  return `${characters
    .slice(0, 255 - extension.length)
    .join('')
    .trimEnd()}${extension}`
}
