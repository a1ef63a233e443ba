import { bilingualGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { DeveloperLocaleValues } from './developer-form-values'

const REQUIRED = ['name'] as const satisfies readonly (keyof DeveloperLocaleValues)[]

/** What a developer's English and Arabic versions lack: the name, or what the other has. */
export const developerGaps = (values: { en?: unknown; ar?: unknown }): BilingualGaps =>
  bilingualGaps(values.en, values.ar, [], REQUIRED)
