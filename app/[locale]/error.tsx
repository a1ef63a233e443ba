'use client'

import { useParams } from 'next/navigation'
import { ErrorPanel } from '@/components/site/errors/error-panel'
import { isLocale } from '@/lib/i18n/locales'

/** Anything a public page throws: a message in the page's language, never Next's English screen. */
export default function PublicError({ reset }: { error: Error; reset: () => void }) {
  const { locale } = useParams<{ locale: string }>()
  return <ErrorPanel locale={isLocale(locale) ? locale : 'en'} onRetry={reset} />
}
