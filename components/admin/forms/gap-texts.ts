import type { BilingualGaps, FieldGap } from '@/lib/admin/bilingual-gaps'
import type { TabConfig } from './field-config'

/** What a record lacks per language, in the portal's words (the badge's title, the dialog). */
export type GapTexts = { en: string[]; ar: string[] }

/** The form's own labels by field path, less the language ("en.sections.faqs" → "sections.faqs"). */
export function fieldLabels(tabs: TabConfig[]): Map<string, string> {
  const labels = new Map<string, string>()
  for (const tab of tabs)
    for (const group of tab.groups)
      for (const field of group.fields) labels.set(field.name.replace(/^(en|ar)\./, ''), field.label)
  return labels
}

/** The catalogue's words for a shorter list and for gallery captions (admin.forms.completeness). */
export type GapWords = {
  rows: (label: string, have: number, of: number) => string
  captions: (label: string, count: number) => string
}

function gapText(gap: FieldGap, labels: Map<string, string>, words: GapWords): string {
  // A path the form does not show as its own field is named by its nearest labelled parent.
  let path = gap.field
  while (!labels.has(path) && path.includes('.')) path = path.slice(0, path.lastIndexOf('.'))
  const label = labels.get(path) ?? gap.field
  if (gap.captions) return words.captions(label, gap.captions)
  if (gap.have !== undefined && gap.of !== undefined) return words.rows(label, gap.have, gap.of)
  return label
}

/** The gaps named with the form's labels, the ones the fields themselves show. */
export function gapTexts(
  gaps: BilingualGaps,
  labels: Map<string, string>,
  words: GapWords,
): GapTexts {
  return {
    en: gaps.en.map((gap) => gapText(gap, labels, words)),
    ar: gaps.ar.map((gap) => gapText(gap, labels, words)),
  }
}
