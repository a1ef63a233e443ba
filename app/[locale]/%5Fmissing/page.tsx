import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundPage } from '@/components/site/not-found-page'
import { localeFromParams } from '@/lib/i18n/params'

type MissingPageProps = { params: Promise<{ locale: string }> }

export const metadata: Metadata = { robots: { index: false, follow: true } }

// Rendered per request: Next writes the URL it renders for into the page (its RSC payload,
// the language link), so a kept copy gave every later unknown URL the first one's path.
export const dynamic = 'force-dynamic'

/**
 * Every unknown public URL (/{locale}/_missing, set by the proxy, with status 404): the 404
 * page rendered as a page, so the served HTML is complete without JavaScript (notFound()
 * would send an empty shell and the content only in the RSC payload).
 */
export default async function MissingPage({ params }: MissingPageProps) {
  const locale = await localeFromParams(params)
  setRequestLocale(locale)
  return <NotFoundPage locale={locale} />
}
