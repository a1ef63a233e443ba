/** Escapes text for HTML (every value in a mail is someone's typing). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

export type HtmlMail = {
  dir: 'ltr' | 'rtl'
  heading: string
  intro?: string | null
  /** Label and value; rows without a value are left out. */
  rows: [string, string | number | null | undefined][]
  button?: { href: string; label: string }
  footer?: (string | null | undefined)[]
}

/**
 * The HTML part of a staff mail: a heading, the facts as a table and one button, inline-styled
 * (mail clients drop style sheets). The plain-text part says the same for clients without HTML.
 */
export function htmlMail(mail: HtmlMail): string {
  const align = mail.dir === 'rtl' ? 'right' : 'left'
  const rows = mail.rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:${align};padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(String(value))}</td></tr>`,
    )
    .join('')
  const button = mail.button
    ? `<p style="margin:20px 0"><a href="${escapeHtml(mail.button.href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(mail.button.label)}</a></p>`
    : ''
  const footer = (mail.footer ?? [])
    .filter(Boolean)
    .map((line) => `<p style="margin:4px 0;color:#64748b;font-size:12px">${escapeHtml(line!)}</p>`)
    .join('')
  return `<!doctype html><html dir="${mail.dir}"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#0f172a;font-size:14px;text-align:${align}"><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(mail.heading)}</h1>${mail.intro ? `<p style="margin:0 0 12px">${escapeHtml(mail.intro)}</p>` : ''}<table role="presentation" style="border-collapse:collapse">${rows}</table>${button}${footer}</body></html>`
}
