import type { ServerT } from '../server-t'

/**
 * A unit type as a word of the portal's language ("apartment" → "شقة"): the usual types from
 * the catalogue; a type staff typed that it lacks, as typed.
 */
export function unitTypeWord(t: ServerT, unitType: string): string {
  const key = `content.units.types.${unitType.trim().toLowerCase().replace(/\s+/g, '_')}`
  return t.has(key as never) ? t(key as never) : unitType
}
