import { bilingualGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'

/** What a developer's English and Arabic versions lack: the name, or what the other has. */
export const developerGaps = (values: { en?: unknown; ar?: unknown }): BilingualGaps =>
  bilingualGaps(values.en, values.ar, [], ['name'])
