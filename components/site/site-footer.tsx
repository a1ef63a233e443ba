import { privacyPath } from '@/lib/i18n/privacy-path'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/locales'
import { cairoYear } from '@/lib/i18n/business-time'
import { isolateNumbers } from '@/lib/i18n/isolate-numbers'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { phoneHref } from '@/lib/settings/site-settings-schema'
import { displayPhone } from '@/lib/validation/phone'

/** Footer links are 44 px tall: easy to tap on a phone. */
const link =
  'inline-flex min-h-11 min-w-11 items-center underline underline-offset-4 hover:text-white'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings()])
  // A network without a link in Settings is left out.
  const social = (['facebook', 'instagram', 'linkedin'] as const).flatMap((network) => {
    const href = settings.social[network]
    return href ? [{ network, href }] : []
  })
  return (
    <footer className="mt-16 bg-navy text-sand">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-semibold">{t('brand.name')}</p>
          <p className="mt-2 text-sm text-sand/80">{t('brand.tagline')}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('footer.contact')}</h2>
          <ul className="mt-1 text-sm">
            <li>
              {t('footer.phone')}:{' '}
              <a href={phoneHref(settings.phone)} data-phone-location="footer" className={link}>
                <bdi dir="ltr">{displayPhone(settings.phone)}</bdi>
              </a>
            </li>
            <li>
              {t('footer.email')}:{' '}
              <a href={`mailto:${settings.email}`} className={link}>
                <bdi dir="ltr">{settings.email}</bdi>
              </a>
            </li>
          </ul>
        </div>
        {social.length > 0 && (
          <div>
            <h2 className="font-semibold">{t('footer.follow')}</h2>
            <ul className="mt-1 flex flex-wrap gap-x-5 text-sm">
              {social.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} className={link} rel="noopener" target="_blank">
                    {t(`footer.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-4 text-sm text-sand/80">
          <p className="whitespace-pre-line">{isolateNumbers(settings.footerText[locale] ?? t('footer.note'))}</p>
          <p>
            {t('footer.rights', { year: cairoYear() })}{' '}
            <a
              href={privacyPath(locale)}
              className="inline-flex min-h-11 items-center underline hover:text-white"
            >
              {t('privacy.link')}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
