import { getLocale } from 'next-intl/server'
import { NotFoundPage } from '@/components/site/not-found-page'
import { isLocale } from '@/lib/i18n/locales'

/**
 * What notFound() shows inside the public pages. Next serves it complete only after hydration
 * (the served HTML is an empty error shell), so the proxy sends unknown URLs to
 * /{locale}/_missing instead, which renders the same page server-side.
 */
export default async function LocaleNotFound() {
  const requested = await getLocale()
  return <NotFoundPage locale={isLocale(requested) ? requested : 'en'} />
}
