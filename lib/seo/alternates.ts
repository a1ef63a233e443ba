import type { Metadata } from 'next'
import type { Locale } from '@/lib/i18n/locales'

/** Canonical and hreflang links for a page that exists in both languages. */
export function languageAlternates(
  locale: Locale,
  pathFor: (locale: Locale) => string,
): NonNullable<Metadata['alternates']> {
  return {
    canonical: pathFor(locale),
    languages: { en: pathFor('en'), ar: pathFor('ar'), 'x-default': pathFor('en') },
  }
}
