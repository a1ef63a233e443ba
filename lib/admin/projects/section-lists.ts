import { z } from 'zod'
import { messageKey, type AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import type { Faq, LocationHighlight } from '@/lib/db/schema'
import { HIGHLIGHT_ICONS, isHighlightIcon, type HighlightIcon } from '@/lib/content/highlight-icons'
import { ONE_LINE_MESSAGE, requiredMedia } from '@/lib/validation/admin-fields'
import { isSingleLine } from '@/lib/validation/single-line'

/*
 * The project sections' lists (location highlights, FAQs) are edited as rows. A row left
 * completely empty is dropped; a half-filled row gets a message on the part that is missing.
 */

const HIGHLIGHT_MAX = { label: 100, value: 100 }
const FAQ_MAX = { question: 300, answer: 2000 }
const MAX_ROWS = 30

const text = (max: number, message: AdminMessageKey) =>
  z.string().trim().max(max, message).default('')

/** The same for a row's input (a label, a question): one line. */
const line = (max: number, message: AdminMessageKey) =>
  z.string().trim().max(max, message).refine(isSingleLine, ONE_LINE_MESSAGE).default('')

const highlightRow = z
  .object({
    icon: z
      .enum(HIGHLIGHT_ICONS, messageKey('content.projects.fieldErrors.rows.chooseIcon'))
      .default('map-pin'),
    label: line(
      HIGHLIGHT_MAX.label,
      messageKey('content.projects.fieldErrors.rows.highlightLabelTooLong'),
    ),
    value: line(
      HIGHLIGHT_MAX.value,
      messageKey('content.projects.fieldErrors.rows.highlightValueTooLong'),
    ),
  })
  .superRefine((row, ctx) => {
    if (!row.label && row.value)
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: messageKey('content.projects.fieldErrors.rows.highlightLabelMissing'),
      })
  })

const faqRow = z
  .object({
    question: line(
      FAQ_MAX.question,
      messageKey('content.projects.fieldErrors.rows.questionTooLong'),
    ),
    answer: text(FAQ_MAX.answer, messageKey('content.projects.fieldErrors.rows.answerTooLong')),
  })
  .superRefine((row, ctx) => {
    if (row.question && !row.answer)
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: messageKey('content.projects.fieldErrors.rows.answerMissing'),
      })
    if (!row.question && row.answer)
      ctx.addIssue({
        code: 'custom',
        path: ['question'],
        message: messageKey('content.projects.fieldErrors.rows.questionMissing'),
      })
  })

const GALLERY_MAX = 40
const CAPTION_MAX = 200

/** A gallery row: the picture (required once the row is added) and optional captions. */
const galleryRow = z.object({
  media: requiredMedia,
  captionEn: text(CAPTION_MAX, messageKey('content.projects.fieldErrors.rows.captionTooLong')),
  captionAr: text(CAPTION_MAX, messageKey('content.projects.fieldErrors.rows.captionTooLong')),
})

export type GalleryInput = { mediaId: string; captionEn: string | null; captionAr: string | null }

export const galleryField = z
  .array(galleryRow, messageKey('content.projects.fieldErrors.rows.galleryNotList'))
  .max(GALLERY_MAX, messageKey('content.projects.fieldErrors.rows.galleryTooMany'))
  .default([])
  .transform((rows): GalleryInput[] =>
    rows.map((row) => ({
      mediaId: row.media,
      captionEn: row.captionEn || null,
      captionAr: row.captionAr || null,
    })),
  )

export const highlightsField = z
  .array(highlightRow, messageKey('content.projects.fieldErrors.rows.highlightsNotList'))
  .max(MAX_ROWS, messageKey('content.projects.fieldErrors.rows.highlightsTooMany'))
  .default([])
  .transform((rows): LocationHighlight[] => rows.filter((row) => row.label))

export const faqsField = z
  .array(faqRow, messageKey('content.projects.fieldErrors.rows.faqsNotList'))
  .max(MAX_ROWS, messageKey('content.projects.fieldErrors.rows.faqsTooMany'))
  .default([])
  .transform((rows): Faq[] => rows.filter((row) => row.question))

/**
 * Stored entries as form rows. Older rows may hold a highlight as a plain string or a part as
 * { text } instead of a string (spec §3), so every part is read leniently.
 */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string'
      ? (value as { text: string }).text
      : ''

/** A highlight row as the form edits it: its icon one the site draws. */
type HighlightRow = LocationHighlight & { icon: HighlightIcon }

export function highlightRows(highlights: unknown): HighlightRow[] {
  if (!Array.isArray(highlights)) return []
  return highlights.map((entry: unknown) => {
    if (typeof entry === 'string') return { icon: 'map-pin', label: entry, value: '' }
    const { icon, label, value } = (entry ?? {}) as Record<string, unknown>
    const name = textOf(icon)
    return {
      icon: isHighlightIcon(name) ? name : 'map-pin',
      label: textOf(label),
      value: textOf(value),
    }
  })
}

export function faqRows(faqs: unknown): Faq[] {
  if (!Array.isArray(faqs)) return []
  return faqs.map((entry: unknown) => {
    const { question, answer } = (entry ?? {}) as Record<string, unknown>
    return { question: textOf(question), answer: textOf(answer) }
  })
}
