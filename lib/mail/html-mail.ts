import { directionOf, type Locale } from '@/lib/i18n/locales'

/** Escapes text for HTML (every value in a mail is someone's typing). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** A value written left to right whatever the mail's direction (phones, addresses, links). */
export const ltrHtml = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`

/** Label and value; `ltr` for a phone or an address. Rows without a value are left out. */
export type HtmlRow = [string, string | number | null | undefined, 'ltr'?]

export type HtmlMail = {
  locale: Locale
  heading: string
  /** Paragraphs before the facts. */
  intro?: (string | null | undefined)[]
  rows?: HtmlRow[]
  button?: { href: string; label: string }
  footer?: (string | null | undefined)[]
}

/** The document around a mail's HTML: its language and direction, inline styles only. */
export function htmlPage(locale: Locale, inner: string): string {
  const dir = directionOf(locale)
  const align = dir === 'rtl' ? 'right' : 'left'
  return `<!doctype html><html dir="${dir}" lang="${locale}"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#0f172a;font-size:14px;text-align:${align}">${inner}</body></html>`
}

export const htmlHeading = (text: string) =>
  `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(text)}</h1>`

export const htmlButton = ({ href, label }: { href: string; label: string }) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>`

/**
 * Which side text starts on, and a cell's padding with its gap at the end: spelled out, since
 * mail clients ignore logical properties.
 */
export function sides(locale: Locale) {
  const rtl = directionOf(locale) === 'rtl'
  return { align: rtl ? 'right' : 'left', gap: rtl ? '4px 0 4px 12px' : '4px 12px 4px 0' }
}

const cell = (value: string | number, ltr: boolean) =>
  ltr ? ltrHtml(String(value)) : escapeHtml(String(value))

/**
 * The HTML part of a staff mail: a heading, the facts as a table and one button, inline-styled
 * (mail clients drop style sheets). The plain-text part says the same for clients without HTML.
 */
export function htmlMail(mail: HtmlMail): string {
  const { align, gap } = sides(mail.locale)
  const intro = (mail.intro ?? [])
    .filter(Boolean)
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line!)}</p>`)
    .join('')
  const rows = (mail.rows ?? [])
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([label, value, ltr]) =>
        `<tr><th style="text-align:${align};padding:${gap};color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${cell(value!, ltr === 'ltr')}</td></tr>`,
    )
    .join('')
  const table = rows
    ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>`
    : ''
  const footer = (mail.footer ?? [])
    .filter(Boolean)
    .map((line) => `<p style="margin:4px 0;color:#64748b;font-size:12px">${escapeHtml(line!)}</p>`)
    .join('')
  return htmlPage(
    mail.locale,
    `${htmlHeading(mail.heading)}${intro}${table}${mail.button ? htmlButton(mail.button) : ''}${footer}`,
  )
}
