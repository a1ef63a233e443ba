import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/locales'
import { homePath } from '@/lib/i18n/paths'

export type SiteHeaderProps = { locale: Locale; alternateHref: string }

export async function SiteHeader({ locale, alternateHref }: SiteHeaderProps) {
  const t = await getTranslations({ locale })
  return (
    <header className="border-b border-sand-deep bg-white/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link href={homePath(locale)} className="text-xl font-semibold tracking-tight text-navy">
          {t('brand.name')}
        </Link>
        <Link
          href={alternateHref}
          hrefLang={locale === 'en' ? 'ar' : 'en'}
          aria-label={t('nav.switchLanguageLabel')}
          className="rounded-full border border-navy px-4 py-1.5 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
        >
          {t('nav.switchLanguage')}
        </Link>
      </div>
    </header>
  )
}
