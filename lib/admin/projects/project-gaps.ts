import { bilingualGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { ProjectLocaleValues, SectionValues } from './project-form-values'

type HighlightRow = SectionValues['locationHighlights'][number]

/** Values that are per language but not language content. */
const NOT_TEXT = ['crossSellEnabled', 'crossSellProjectId', 'icon'] as const satisfies readonly (
  keyof SectionValues | keyof HighlightRow
)[]

type Caption = { captionEn?: unknown; captionAr?: unknown }
const written = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The texts the form requires in each language. */
const REQUIRED = [
  'title',
  'description',
  'keyInfo',
] as const satisfies readonly (keyof ProjectLocaleValues)[]

/** What a project's English and Arabic versions lack: a required text, or what the other has. */
export function projectGaps(values: {
  en?: unknown
  ar?: unknown
  gallery?: unknown
}): BilingualGaps {
  const gaps = bilingualGaps(values.en, values.ar, NOT_TEXT, REQUIRED)
  const rows = (Array.isArray(values.gallery) ? values.gallery : []) as Caption[]
  const en = rows.filter((row) => written(row?.captionEn) && !written(row?.captionAr)).length
  const ar = rows.filter((row) => written(row?.captionAr) && !written(row?.captionEn)).length
  if (en) gaps.ar.push({ field: 'gallery', captions: en })
  if (ar) gaps.en.push({ field: 'gallery', captions: ar })
  return gaps
}
