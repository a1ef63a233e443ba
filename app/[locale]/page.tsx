import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/site/json-ld'
import { DeveloperMarquee } from '@/components/site/home/developer-marquee'
import { HomeHero } from '@/components/site/home/home-hero'
import { HowItWorks } from '@/components/site/home/how-it-works'
import { Pillars } from '@/components/site/home/pillars'
import { ProjectGrid } from '@/components/site/project-grid'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { listPublicDevelopers } from '@/lib/content/list-public-developers'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import { developerPath, homePath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'
import { env } from '@/lib/env'
import { siteConfig, whatsappLink } from '@/lib/site-config'

type HomePageProps = { params: Promise<{ locale: string }> }

const pillarKeys = ['clarity', 'community', 'numbers', 'timing'] as const
const stepKeys = ['1', '2', '3', '4'] as const

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const t = await getTranslations({ locale })
  return {
    title: `${t('home.title')} | ${t('brand.suffix')}`,
    description: t('home.description'),
    alternates: languageAlternates(locale, homePath),
  }
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await localeFromParams(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const [projects, developers] = await Promise.all([
    listPublishedProjects({ locale, popularOnly: true }),
    listPublicDevelopers({ locale }),
  ])
  const { siteUrl } = env()
  return (
    <>
      <JsonLd
        data={{
          '@type': 'RealEstateAgent',
          name: t('brand.suffix'),
          description: t('home.description'),
          url: `${siteUrl}${homePath(locale)}`,
          telephone: siteConfig.phone,
          email: siteConfig.email,
          areaServed: { '@type': 'Country', name: 'Egypt' },
          inLanguage: locale,
        }}
      />
      <SiteHeader locale={locale} />
      <main>
        <HomeHero
          title={t('home.title')}
          tagline={t('home.heroTagline')}
          chatLabel={t('home.chatCta')}
          chatHref={whatsappLink(siteConfig.whatsappNumber, t('home.chatMessage'))}
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
            logoUrl: d.logoUrl,
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
        {projects.length > 0 ? (
          <section aria-labelledby="projects-heading" className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="projects-heading" className="text-2xl font-semibold text-navy">
              {t('home.popularProjects')}
            </h2>
            <ProjectGrid
              projects={projects}
              locale={locale}
              className="sm:grid-cols-2 lg:grid-cols-4"
            />
          </section>
        ) : null}
        <section
          id="consultation"
          aria-labelledby="consultation-heading"
          className="mx-auto max-w-3xl px-4 py-14"
        >
          <h2 id="consultation-heading" className="text-2xl font-semibold text-navy">
            {t('home.consultationHeading')}
          </h2>
          <p className="mt-3 text-muted">{t('home.consultationBody')}</p>
        </section>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
