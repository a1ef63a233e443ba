import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/locales'
import { siteConfig } from '@/lib/site-config'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale })
  const social = ['facebook', 'instagram', 'linkedin'] as const
  return (
    <footer className="mt-16 bg-navy text-sand">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-semibold">{t('brand.name')}</p>
          <p className="mt-2 text-sm text-sand/80">{t('brand.tagline')}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.contact')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              {t('footer.phone')}:{' '}
              <a
                href={siteConfig.phoneHref}
                data-phone-location="footer"
                className="underline"
                dir="ltr"
              >
                {siteConfig.phone}
              </a>
            </li>
            <li>
              {t('footer.email')}:{' '}
              <a href={`mailto:${siteConfig.email}`} className="underline">
                {siteConfig.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.follow')}</h2>
          <ul className="mt-2 flex gap-4 text-sm">
            {social.map((network) => (
              <li key={network}>
                <a
                  href={siteConfig.social[network]}
                  className="underline"
                  rel="noopener"
                  target="_blank"
                >
                  {t(`footer.social.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-4 text-xs text-sand/80">
          <p>{t('footer.note')}</p>
          <p>{t('footer.rights')}</p>
        </div>
      </div>
    </footer>
  )
}
