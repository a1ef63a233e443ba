import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { AnalyticsTracker } from '@/components/site/analytics-tracker'
import { LanguageSwitch } from '@/components/site/language-switch'
import { Toaster } from '@/components/site/toast/toaster'
import { preload } from 'react-dom'
import { arabicFontFiles, latinSans } from '@/lib/fonts'
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
  const [t, { analyticsContainerId }] = await Promise.all([
    getTranslations({ locale }),
    getSiteSettings(),
  ])
  if (locale === 'ar') {
    for (const href of arabicFontFiles) {
      preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
    }
  }
  return (
    <html lang={locale} dir={directionOf(locale)} className={latinSans.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <Suspense fallback={null}>
          <AnalyticsTracker />
        </Suspense>
        {analyticsContainerId && (
          <script src="/analytics/gtm-loader.js" data-container={analyticsContainerId} async />
        )}
        <Toaster />
        <LanguageSwitch label={t('nav.switchLanguage')} ariaLabel={t('nav.switchLanguageLabel')} />
      </body>
    </html>
  )
}
