import 'server-only'
// use-intl's core (next-intl's base) rather than 'next-intl': no React in the outbox's imports,
// which also run outside Next (a process of its own in tests).
import { createTranslator } from 'use-intl/core'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { adminMessages } from './admin-messages'

type AdminTranslator = ReturnType<typeof makeTranslator>

const makeTranslator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: adminMessages(locale),
    namespace: 'admin',
    timeZone: BUSINESS_TIME_ZONE,
  })

const made = new Map<Locale, AdminTranslator>()

/**
 * Translates the admin catalogue in a given language: pages (the viewer's language), mails
 * and exports to staff (the recipient's), what a rep sends a lead (the lead's). Made once per
 * language: a translator keeps the messages it has compiled, and the outbox and the lead pages
 * ask for one per mail and per render. Keys are typed from the English catalogue.
 */
export function adminTranslator(locale: Locale): AdminTranslator {
  let t = made.get(locale)
  if (!t) {
    t = makeTranslator(locale)
    made.set(locale, t)
  }
  return t
}
