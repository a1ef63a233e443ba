import { getTranslations } from 'next-intl/server'
import { env } from '@/lib/env'
import type { Locale } from '@/lib/i18n/locales'
import { homePath } from '@/lib/i18n/paths'
import { realEstateAgent } from '@/lib/seo/real-estate-agent'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { JsonLd } from './json-ld'

/** The company as a RealEstateAgent, on every public page (home, developer, project). */
export async function RealEstateAgentJsonLd({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings()])
  return (
    <JsonLd
      data={realEstateAgent({
        name: t('brand.suffix'),
        description: t('home.description'),
        url: `${env().siteUrl}${homePath(locale)}`,
        telephone: settings.phone,
        email: settings.email,
        locale,
      })}
    />
  )
}
