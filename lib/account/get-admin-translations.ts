import 'server-only'
import { adminTranslator } from '@/lib/admin-i18n/admin-translator'
import { getAdminLocale } from './get-admin-locale'

/** The admin catalogue in this request's portal language, for server components. */
export async function getAdminTranslations() {
  return adminTranslator(await getAdminLocale())
}
