import 'server-only'
import { cache } from 'react'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { getAdminLocale } from './get-admin-locale'

/**
 * The admin catalogue in this request's portal language, for server components: one translator
 * per request (cache), however many parts of the page ask; the language is read once too.
 */
export const getAdminTranslations = cache(async () => adminTranslator(await getAdminLocale()))
