import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { localeFromParams } from '@/lib/i18n/params'
import { privacyPath } from '@/lib/i18n/privacy-path'
import { languageAlternates } from '@/lib/seo/alternates'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { PrivacyNotice } from './privacy-notice'

type PrivacyPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: PrivacyPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const t = await getTranslations({ locale })
  return {
    title: `${t('privacy.title')} | ${t('brand.suffix')}`,
    alternates: languageAlternates(locale, privacyPath),
  }
}

/** The privacy notice staff keep in Settings › Company, in the page's language. */
export default async function PrivacyPage({ params }: PrivacyPageProps) {
  const locale = await localeFromParams(params)
  setRequestLocale(locale)
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings()])
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 focus:outline-none">
        <h1 className="text-3xl font-semibold text-navy">{t('privacy.title')}</h1>
        <PrivacyNotice text={settings.privacyNotice[locale]} />
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
