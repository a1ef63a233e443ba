import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { AnalyticsTracker } from '@/components/site/analytics-tracker'
import { Toaster } from '@/components/site/toast/toaster'
import { preload } from 'react-dom'
import { EARLY_CLICKS_SCRIPT } from '@/lib/analytics/early-clicks'
import { firstScreenFonts } from '@/lib/fonts'
import { directionOf, isLocale } from '@/lib/i18n/locales'
import { env } from '@/lib/env'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import '../globals.css'

type LocaleLayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> }

// No paths at build time (the database is not there yet); each page renders on first
// request and is then served from the cache until an edit revalidates it.
export function generateStaticParams() {
  return []
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(env().siteUrl) }
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [{ analyticsContainerId }, t] = await Promise.all([
    getSiteSettings(),
    getTranslations({ locale }),
  ])
  for (const href of firstScreenFonts[locale]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-dvh font-sans">
        <a
          href="#main"
          className="sr-only start-3 top-3 z-[60] rounded-full bg-navy px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed"
        >
          {t('nav.skipToContent')}
        </a>
        {/* Chat and phone clicks before hydration still count (lib/analytics/early-clicks.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        {children}
        <Suspense fallback={null}>
          <AnalyticsTracker />
        </Suspense>
        {analyticsContainerId && (
          <script src="/analytics/gtm-loader.js" data-container={analyticsContainerId} async />
        )}
        <Toaster label={t('nav.notifications')} />
      </body>
    </html>
  )
}
