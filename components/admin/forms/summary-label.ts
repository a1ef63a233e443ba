import { humanize } from '@/lib/admin/humanize'
import type { FieldConfig, FieldType } from './field-config'

export type LocatedField = FieldConfig & { tab: string; tabLabel: string }

const ROW_NOUNS: Partial<Record<FieldType, string>> = {
  paragraphs: 'Paragraph',
  faqs: 'FAQ',
  highlights: 'Highlight',
  gallery: 'Image',
}

const PART_LABELS: Record<string, string> = {
  text: '',
  // A gallery row's picture: "Gallery › Image 2" says it already.
  media: '',
  captionEn: 'English caption',
  captionAr: 'Arabic caption',
}

/** The configured field an error path belongs to ("en.sections.faqs.1.answer" → faqs). */
export function fieldOf(fields: LocatedField[], path: string): LocatedField | undefined {
  return fields
    .filter((f) => path === f.name || path.startsWith(`${f.name}.`))
    .sort((a, b) => b.name.length - a.name.length)[0]
}

/** "English Sections › FAQs › FAQ 2 › Answer": where an error is, as the form shows it. */
export function summaryLabel(field: LocatedField, path: string): string {
  const parts = [field.tabLabel, field.label]
  const rest = path
    .slice(field.name.length + 1)
    .split('.')
    .filter(Boolean)
  const [index, part] = rest
  if (index !== undefined && /^\d+$/.test(index)) {
    parts.push(`${ROW_NOUNS[field.type ?? 'text'] ?? 'Row'} ${Number(index) + 1}`)
    const partLabel = part === undefined ? '' : (PART_LABELS[part] ?? humanize(part))
    if (partLabel) parts.push(partLabel)
  }
  return parts.join(' › ')
}
