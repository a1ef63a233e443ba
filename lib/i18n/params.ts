import { notFound } from 'next/navigation'
import { isLocale, type Locale } from './locales'

/** The locale of a route under app/[locale]; an unknown one is a 404. */
export async function localeFromParams(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
