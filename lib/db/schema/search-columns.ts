import { sql } from 'drizzle-orm'
import { EASTERN_DIGITS, WESTERN_DIGITS } from '@/lib/validation/phone'
import { ARABIC_FOLD_FROM, ARABIC_FOLD_TO } from '@/lib/validation/search-text'

// A generated column (PostgreSQL computes it on every write, whichever code writes the row);
// the same folding runs on the search text in lib/validation/search-text.ts.

/** A number's digits alone (Arabic-Indic digits read as 0-9): '+20 100 123 4567' → 201001234567. */
const digitsOf = (column: string) =>
  `regexp_replace(translate(coalesce(${column}, ''), '${EASTERN_DIGITS}', '${WESTERN_DIGITS}'), '[^0-9]', '', 'g')`

/**
 * What the inbox search matches, in one column with one trigram index: the name and e-mail in
 * lower case with Arabic letter forms folded (أ إ آ → ا, ة → ه, ى → ي; marks and tatweel
 * dropped), then the digits of the mobile and of the phone. It starts with the name, so it
 * also orders leads by name.
 */
export const searchTextSql = sql.raw(
  `lower(translate(full_name || ' ' || email, '${ARABIC_FOLD_FROM}', '${ARABIC_FOLD_TO}')) || ' ' || ${digitsOf('mobile_local')} || ' ' || ${digitsOf('phone')}`,
)
