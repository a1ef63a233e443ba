import type { FieldConfig, FieldType } from './field-config'

export type LocatedField = FieldConfig & { tab: string; tabLabel: string }

export type RowNoun = 'paragraph' | 'faq' | 'highlight' | 'image' | 'row'
export type RowPart = 'question' | 'answer' | 'icon' | 'label' | 'value' | 'captionEn' | 'captionAr'

/** The words of a location in the portal's language: a row's noun ("FAQ 2"), a row's part. */
export type SummaryWords = {
  row: (noun: RowNoun, n: number) => string
  part: (part: RowPart) => string
}

const ROW_NOUNS: Partial<Record<FieldType, RowNoun>> = {
  paragraphs: 'paragraph',
  faqs: 'faq',
  highlights: 'highlight',
  gallery: 'image',
}

const ROW_PARTS: readonly string[] = [
  'question',
  'answer',
  'icon',
  'label',
  'value',
  'captionEn',
  'captionAr',
] satisfies RowPart[]

/** The configured field an error path belongs to ("en.sections.faqs.1.answer" → faqs). */
export function fieldOf(fields: LocatedField[], path: string): LocatedField | undefined {
  return fields
    .filter((f) => path === f.name || path.startsWith(`${f.name}.`))
    .sort((a, b) => b.name.length - a.name.length)[0]
}

/** "English Sections › FAQs › FAQ 2 › Answer": where an error is, as the form shows it. */
export function summaryLabel(field: LocatedField, path: string, words: SummaryWords): string {
  const parts = [field.tabLabel, field.label]
  const rest = path
    .slice(field.name.length + 1)
    .split('.')
    .filter(Boolean)
  const [index, part] = rest
  if (index !== undefined && /^\d+$/.test(index)) {
    parts.push(words.row(ROW_NOUNS[field.type ?? 'text'] ?? 'row', Number(index) + 1))
    // A paragraph's text and a gallery row's picture: "Gallery › Image 2" says it already.
    if (part !== undefined && ROW_PARTS.includes(part)) parts.push(words.part(part as RowPart))
  }
  return parts.join(' › ')
}
