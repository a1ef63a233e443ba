import { z } from 'zod'
import type { Faq, LocationHighlight } from '@/lib/db/schema'

/*
 * The project sections' lists (location highlights, FAQs) are typed by staff into one text
 * box each. These are the box formats: parsed on submit, and written back for editing.
 */

export const LOCATION_PARAGRAPHS_HELP = 'Separate paragraphs with a blank line.'

export const LOCATION_HIGHLIGHTS_HELP =
  'One highlight per line: icon | label | value, for example "plane | Cairo Airport | 30 min". ' +
  'The icon and value may be left out ("| Cairo Airport |"), but keep both bars.'

export const FAQS_HELP =
  'Start each question with "Q:" and its answer with "A:" on the next line (in Arabic "س:" ' +
  'and "ج:" work too). Leave a blank line between FAQs; an answer may run over several lines.'

/** Bounds for one list entry; the whole box is capped by LIST_TEXT_MAX. */
const HIGHLIGHT_MAX = { icon: 50, label: 100, value: 100 }
const FAQ_MAX = { question: 300, answer: 2000 }
const LIST_TEXT_MAX = 20_000

type Issues = string[]
type ParseResult<T> = { items: T[]; issues: Issues }

export function parseHighlights(text: string): ParseResult<LocationHighlight> {
  const items: LocationHighlight[] = []
  const issues: Issues = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return
    const where = `Line ${index + 1}`
    const bar = line.indexOf('|')
    const secondBar = line.indexOf('|', bar + 1)
    if (bar < 0 || secondBar < 0) {
      issues.push(`${where}: write "icon | label | value"`)
      return
    }
    // Split at the first two bars only, so a value may itself contain "|".
    const highlight = {
      icon: line.slice(0, bar).trim(),
      label: line.slice(bar + 1, secondBar).trim(),
      value: line.slice(secondBar + 1).trim(),
    }
    if (!highlight.label) issues.push(`${where}: the label is required`)
    for (const part of ['icon', 'label', 'value'] as const) {
      const max = HIGHLIGHT_MAX[part]
      if (highlight[part].length > max)
        issues.push(`${where}: the ${part} must be less than ${max} characters`)
    }
    items.push(highlight)
  })
  return { items, issues }
}

const QUESTION = /^\s*(?:Q|س)\s*[:：]\s?(.*)$/i
const ANSWER = /^\s*(?:A|ج)\s*[:：]\s?(.*)$/i

type Draft = { line: number; question: string[]; answer: string[] | null }

export function parseFaqs(text: string): ParseResult<Faq> {
  const drafts: Draft[] = []
  const issues: Issues = []
  text.split(/\r?\n/).forEach((line, index) => {
    const current = drafts.at(-1)
    const question = QUESTION.exec(line)
    const answer = ANSWER.exec(line)
    if (question) drafts.push({ line: index + 1, question: [question[1] ?? ''], answer: null })
    else if (answer && current && current.answer === null) current.answer = [answer[1] ?? '']
    else if (answer && current)
      issues.push(`Line ${index + 1}: start a new FAQ with "Q:" before another "A:"`)
    else if (!current) {
      if (line.trim()) issues.push(`Line ${index + 1}: start each FAQ with "Q:"`)
    } else (current.answer ?? current.question).push(line)
  })
  const items: Faq[] = []
  for (const draft of drafts) {
    const where = `FAQ on line ${draft.line}`
    const faq = { question: joinLines(draft.question), answer: joinLines(draft.answer ?? []) }
    if (!faq.question) issues.push(`${where}: the question is empty`)
    if (draft.answer === null) issues.push(`${where}: add its answer on a line starting with "A:"`)
    else if (!faq.answer) issues.push(`${where}: the answer is empty`)
    for (const part of ['question', 'answer'] as const) {
      const max = FAQ_MAX[part]
      if (faq[part].length > max)
        issues.push(`${where}: the ${part} must be less than ${max} characters`)
    }
    items.push(faq)
  }
  return { items, issues }
}

/** Continuation lines joined; runs of blank lines (the separators between FAQs) dropped. */
const joinLines = (lines: string[]) =>
  lines
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim()

/** A zod field reading one list box; each problem becomes a message on that field. */
const listField = <T>(parse: (text: string) => ParseResult<T>) =>
  z
    .string()
    .max(LIST_TEXT_MAX, 'Text is too long')
    .transform((text, ctx) => {
      const { items, issues } = parse(text)
      for (const message of issues) ctx.addIssue({ code: 'custom', message, input: text })
      return items
    })

export const highlightsField = listField(parseHighlights)
export const faqsField = listField(parseFaqs)

/**
 * Stored entries back into the box formats. Older rows may hold a highlight part as
 * { text } instead of a string (spec §3), so every part is read leniently.
 */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string'
      ? (value as { text: string }).text
      : ''

export function formatHighlights(highlights: unknown): string {
  if (!Array.isArray(highlights)) return ''
  return highlights
    .map((entry: unknown) => {
      if (typeof entry === 'string') return `| ${entry} |`
      const { icon, label, value } = (entry ?? {}) as Record<string, unknown>
      return `${textOf(icon)} | ${textOf(label)} | ${textOf(value)}`.trim()
    })
    .join('\n')
}

export function formatFaqs(faqs: unknown): string {
  if (!Array.isArray(faqs)) return ''
  return faqs
    .map((entry: unknown) => {
      const { question, answer } = (entry ?? {}) as Record<string, unknown>
      return `Q: ${textOf(question)}\nA: ${textOf(answer)}`
    })
    .join('\n\n')
}
