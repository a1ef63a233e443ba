import type { Locale } from '@/lib/i18n/locales'
import { toOneLine } from '@/lib/validation/single-line'
import type { HtmlRow } from './html-mail'
import type { MailKindName } from './mail-kinds'
import type { MailPayload } from './mail-payloads'

/** A mail ready for the transport, in one language (the language of all its recipients). */
export type Mail = {
  to: string
  locale: Locale
  subject: string
  text: string
  html?: string
  replyTo?: string
}

/** What every kind may use when it is composed: the sales inbox (Settings › Company). */
export type MailContext = { salesInbox: string }

/** One address and the language it reads mail in (its staff account's, read when sent). */
export type Recipient = { to: string; locale: Locale }

/** A mail's words in one language. */
export type Written = { subject: string; text: string; html?: string }

/**
 * One kind of mail the outbox sends: what it reads when it is sent (so an erased or deleted
 * record is never mailed from a stale copy, and a language changed meanwhile is honoured),
 * its recipients with their languages, and its words in a language (the `mail` part of the
 * admin catalogue). Recipients of one language share one mail; each language gets its own.
 */
export type MailKind<K extends MailKindName, D> = {
  kind: K
  /**
   * The data of each queued payload (parsed with the kind's schema), read in one go; null
   * where the record is gone.
   */
  load: (payloads: MailPayload<K>[], context: MailContext) => Promise<(D | null)[]>
  recipients: (data: D, context: MailContext) => Recipient[]
  write: (data: D, locale: Locale) => Written
  replyTo?: (data: D) => string | undefined
}

/**
 * Builds a kind: its name gives the payload type `load` reads (`mailKind(MAIL_KINDS.testMail)`),
 * the data type `D` is checked across its parts.
 */
export const mailKind =
  <K extends MailKindName>(kind: K) =>
  <D>(parts: Omit<MailKind<K, D>, 'kind'>): MailKind<K, D> => ({ kind, ...parts })

/** Lines of a mail body: empty entries (a field the visitor left out) are dropped. */
export const lines = (...entries: (string | null | undefined | false)[]) =>
  entries.filter((entry): entry is string => typeof entry === 'string').join('\n')

const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/

/**
 * A value someone typed, in a plain-text mail: it never begins a line of its own (a forged
 * "Bcc:" or "Open lead" line). Its line breaks (a note's) start indented lines; its other
 * control characters are spaces.
 */
export const mailValue = (value: string) => value.split(LINE_BREAK).map(toOneLine).join('\n    ')

/** "Label: value", or nothing when there is no value. */
export const labelled = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? null
    : `${label}: ${mailValue(String(value))}`

/**
 * A phone or an address inside Arabic plain text, held left to right by marks on both sides
 * (a leading "+" would otherwise be drawn after the number). HTML uses dir="ltr" instead.
 */
export const ltrText = (locale: Locale, value: string | null | undefined) =>
  value && locale === 'ar' ? `\u200e${value}\u200e` : (value ?? null)

/** A staff account's language for its mail: its choice, English until it has made one. */
export const staffLocale = (locale: string | null | undefined): Locale =>
  locale === 'ar' ? 'ar' : 'en'

export type StaffNames = { name: string; nameAr: string | null }

/** A staff member's name as a mail in that language writes it (their Arabic name, if given). */
export const staffName = (locale: Locale, names: StaffNames) =>
  locale === 'ar' && names.nameAr ? names.nameAr : names.name

/** The facts of an HTML mail's table as lines of its plain-text part. */
export const factLines = (locale: Locale, rows: HtmlRow[]) =>
  rows.map(([label, value, ltr]) =>
    labelled(label, ltr && typeof value === 'string' ? ltrText(locale, value) : value),
  )
