import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import { preferredLocale } from '@/lib/admin-i18n/preferred-locale'
import { getViewer } from '@/lib/auth/get-viewer'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The admin portal's language for this request: the signed-in staff member's choice, else
 * (the sign-in pages, an account from before the choice existed) what the browser asks for.
 */
export const getAdminLocale = cache(async (): Promise<Locale> => {
  const viewer = await getViewer()
  if (viewer?.locale) return viewer.locale
  return preferredLocale((await headers()).get('accept-language'))
})
