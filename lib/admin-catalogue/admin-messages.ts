import 'server-only'
import type { Locale } from '@/lib/i18n/locales'
import { ar, en, type AdminMessages } from './catalogues'

const catalogues: Record<Locale, AdminMessages> = { en, ar }

/**
 * The admin's messages under their namespace (`admin.…`), as the portal's provider and
 * translators take them. Only admin pages load these: the public catalogues stay apart.
 */
export const adminMessages = (locale: Locale): { admin: AdminMessages } => ({
  admin: catalogues[locale],
})

/**
 * What the portal's client components get: the catalogue without the mail texts, which only
 * the server composes (each in its recipient's language).
 */
export function adminClientMessages(locale: Locale): { admin: Omit<AdminMessages, 'mail'> } {
  const { mail: _mail, ...rest } = catalogues[locale]
  return { admin: rest }
}
