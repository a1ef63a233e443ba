import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundPage } from '@/components/site/not-found-page'
import { localeFromParams } from '@/lib/i18n/params'

type MissingPageProps = { params: Promise<{ locale: string }> }

export const metadata: Metadata = { robots: { index: false, follow: true } }

/**
 * Every unknown public URL (/{locale}/_missing, set by the proxy): the 404 page rendered as a
 * page, so the served HTML is complete without JavaScript (notFound() would send an empty
 * shell and the content only in the RSC payload). The proxy marks the response with
 * x-page-status: 404 and the front server (scripts/server/serve.mjs) sends that status.
 */
export default async function MissingPage({ params }: MissingPageProps) {
  const locale = await localeFromParams(params)
  setRequestLocale(locale)
  return <NotFoundPage locale={locale} />
}
