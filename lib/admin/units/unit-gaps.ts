import { bilingualGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { UnitLocaleValues } from './unit-form-values'

const REQUIRED = ['title'] as const satisfies readonly (keyof UnitLocaleValues)[]

/** What a unit's English and Arabic versions lack: the title, or what the other has. */
export const unitGaps = (values: { en?: unknown; ar?: unknown }): BilingualGaps =>
  bilingualGaps(values.en, values.ar, [], REQUIRED)
