import { bilingualGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'

/** What a developer's English and Arabic versions lack compared with each other. */
export const developerGaps = (values: { en?: unknown; ar?: unknown }): BilingualGaps =>
  bilingualGaps(values.en, values.ar)
