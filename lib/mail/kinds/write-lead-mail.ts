import 'server-only'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { env } from '@/lib/env'
import type { Locale } from '@/lib/i18n/locales'
import { htmlMail, type HtmlRow } from '../html-mail'
import { factLines, lines, staffName, type Written } from '../mail-kind'
import type { LeadMailBase } from './read-lead-mails'

type LeadMailWords = {
  subject: string
  /** What happened, a paragraph each; null ones are left out. */
  said: (string | null)[]
  /** The HTML part's paragraphs, where they differ from the text's. */
  saidHtml?: (string | null)[]
  /** The lead's facts, label and value. */
  rows: HtmlRow[]
}

/**
 * A mail to a staff member about one lead, in plain text and HTML alike: a greeting, what
 * happened, the lead's facts and a link to its page.
 */
export function writeLeadMail(locale: Locale, data: LeadMailBase, words: LeadMailWords): Written {
  const t = adminTranslator(locale)
  const leadUrl = `${env().siteUrl}/admin/leads/${data.leadId}`
  const text = lines(
    t('mail.hello', { name: staffName(locale, data.recipient) }),
    '',
    ...words.said,
    '',
    ...factLines(locale, words.rows),
    '',
    `${t('mail.openLead')}: ${leadUrl}`,
  )
  const html = htmlMail({
    locale,
    heading: words.subject,
    intro: words.saidHtml ?? words.said,
    rows: words.rows,
    button: { href: leadUrl, label: t('mail.openLead') },
  })
  return { subject: words.subject, text, html }
}
