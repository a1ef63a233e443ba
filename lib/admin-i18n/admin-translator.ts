import 'server-only'
// use-intl's core (next-intl's base) rather than 'next-intl': no React in the outbox's imports,
// which also run outside Next (a process of its own in tests).
import { createTranslator } from 'use-intl/core'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { adminMessages } from './admin-messages'

/**
 * Translates the admin catalogue in a given language: pages (the viewer's language), mails
 * and exports to staff (the recipient's). Keys are typed from the English catalogue.
 */
export const adminTranslator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: adminMessages(locale),
    namespace: 'admin',
    timeZone: BUSINESS_TIME_ZONE,
  })
