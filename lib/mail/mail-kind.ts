import type { Locale } from '@/lib/i18n/locales'

/** A mail ready for the transport. */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string }

/** What every kind may use when it is composed: the sales inbox (LEADS_NOTIFY_TO). */
export type MailContext = { salesInbox: string }

/**
 * One kind of mail the outbox sends: what it reads when it is sent (so an erased or deleted
 * record is never mailed from a stale copy), its subject and body per locale, its recipients.
 */
export type MailKind<D> = {
  /** The data of each queued payload, read in one go; null where the record is gone. */
  load: (payloads: Record<string, unknown>[]) => Promise<(D | null)[]>
  recipients: (data: D, context: MailContext) => string
  locale: (data: D) => Locale
  subject: Record<Locale, (data: D) => string>
  body: Record<Locale, (data: D) => string>
  /** The same as `body`, as HTML (a button to the record), for clients that show it. */
  html?: Record<Locale, (data: D) => string>
  replyTo?: (data: D) => string | undefined
}

/** Builds a kind with its data type checked across all of its parts. */
export const mailKind = <D>(kind: MailKind<D>): MailKind<D> => kind

/** Lines of a mail body: empty entries (a field the visitor left out) are dropped. */
export const lines = (...entries: (string | null | undefined | false)[]) =>
  entries.filter((entry): entry is string => typeof entry === 'string').join('\n')

/** "Label: value", or nothing when there is no value. */
export const labelled = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : `${label}: ${value}`

/** One function of (locale, data) as a kind's per-locale record (subject, body or html). */
export const inBothLocales = <D>(part: (locale: Locale, data: D) => string) => ({
  en: (data: D) => part('en', data),
  ar: (data: D) => part('ar', data),
})
