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
