import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RealEstateAgentJsonLd } from '@/components/site/real-estate-agent-json-ld'
import { LazyConsultationForm } from '@/components/site/home/lazy-consultation-form'
import { consultationLabels } from '@/components/site/home/consultation-labels'
import { DeveloperMarquee } from '@/components/site/home/developer-marquee'
import { HomeHero } from '@/components/site/home/home-hero'
import { HowItWorks } from '@/components/site/home/how-it-works'
import { Pillars } from '@/components/site/home/pillars'
import { PopularProjects } from '@/components/site/home/popular-projects'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { getTrustFigures } from '@/lib/content/get-trust-figures'
import { listPublicDevelopers } from '@/lib/content/list-public-developers'
import { mediaThumbUrl } from '@/lib/media/media-urls'
import { developerPath, homePath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'
import { siteSocialImagePath } from '@/lib/seo/social-image-path'
import { socialMetadata } from '@/lib/seo/social-metadata'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { phoneHref } from '@/lib/settings/site-settings-schema'
import { whatsappLink } from '@/lib/site-config'

type HomePageProps = { params: Promise<{ locale: string }> }

const pillarKeys = ['clarity', 'community', 'numbers', 'timing'] as const
const stepKeys = ['1', '2', '3', '4'] as const

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const t = await getTranslations({ locale })
  const brand = t('brand.suffix')
  const title = `${t('home.title')} | ${brand}`
  const description = t('home.description')
  return {
    title,
    description,
    alternates: languageAlternates(locale, homePath),
    ...socialMetadata({
      title,
      description,
      url: homePath(locale),
      image: siteSocialImagePath,
      locale,
      brand,
    }),
  }
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await localeFromParams(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const [developers, settings, counts] = await Promise.all([
    listPublicDevelopers({ locale }),
    getSiteSettings(),
    getTrustFigures(null),
  ])
  const years = Math.max(1, new Date().getFullYear() - settings.foundedYear)
  return (
    <>
      <RealEstateAgentJsonLd locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HomeHero
          eyebrow={t('home.heroEyebrow')}
          title={t('home.title')}
          tagline={t('home.heroTagline')}
          chatLabel={t('home.chatCta')}
          chatHref={whatsappLink(settings.whatsappNumber, t('home.chatMessage'))}
          imageAlt={t('home.heroImageAlt')}
          figures={[
            { value: String(counts.developers), label: t('home.trust.developers') },
            { value: String(counts.projects), label: t('home.trust.projects') },
            { value: String(years), label: t('home.trust.years') },
          ]}
        />
        <Pillars
          heading={t('home.pillarsHeading')}
          pillars={pillarKeys.map((key) => ({
            key,
            title: t(`home.pillars.${key}.title`),
            body: t(`home.pillars.${key}.body`),
          }))}
        />
        <DeveloperMarquee
          heading={t('home.developersMarquee')}
          logos={developers.map((d) => ({
            id: d.id,
            name: d.name,
            href: developerPath(d.slug, locale),
            logoUrl: d.logo?.width
              ? mediaThumbUrl(d.logo.id, d.logo.width)
              : '/images/fallback-logo.svg',
          }))}
        />
        <HowItWorks
          heading={t('home.howItWorks')}
          steps={stepKeys.map((key) => ({
            title: t(`home.steps.${key}.title`),
            body: t(`home.steps.${key}.body`),
            label: t('home.stepLabel', { number: key }),
          }))}
          progressLabels={stepKeys.map((key) =>
            t('home.progressLabel', { current: key, total: stepKeys.length }),
          )}
        />
        {/* In the served HTML itself (cached content): a visitor without JavaScript, or whose
            scripts fail, still sees the projects; no streamed swap to wait for. */}
        <PopularProjects locale={locale} heading={t('home.popularProjects')} />
        <section
          id="consultation"
          aria-labelledby="consultation-heading"
          className="mx-auto max-w-3xl px-4 py-14"
        >
          <h2 id="consultation-heading" className="text-2xl font-semibold text-navy">
            {t('home.consultationHeading')}
          </h2>
          <p className="mt-3 text-muted">{t('home.consultationBody')}</p>
          <LazyConsultationForm
            locale={locale}
            labels={consultationLabels(t)}
            contactWays={{
              whatsappHref: whatsappLink(settings.whatsappNumber, t('home.chatMessage')),
              telHref: phoneHref(settings.phone),
            }}
          />
        </section>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
