import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/site/media-image'
import { ProjectGrid } from '@/components/site/project-grid'
import { RealEstateAgentJsonLd } from '@/components/site/real-estate-agent-json-ld'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import type { DeveloperPage } from '@/lib/content/get-developer-page'
import type { Locale } from '@/lib/i18n/locales'
import { homePath } from '@/lib/i18n/paths'

export type DeveloperPageViewProps = { developer: DeveloperPage; locale: Locale }

/** Body of the developer page (public route and signed draft preview). */
export async function DeveloperPageView({ developer, locale }: DeveloperPageViewProps) {
  const t = await getTranslations({ locale })
  return (
    <>
      <RealEstateAgentJsonLd locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <section className="relative isolate overflow-hidden bg-navy text-white">
          {developer.hero ? (
            <MediaImage
              media={{ ...developer.hero, alt: '' }}
              fill
              priority
              sizes="100vw"
              className="-z-10 opacity-40"
            />
          ) : null}
          <div className="mx-auto max-w-6xl px-4 py-20">
            {developer.logo ? (
              <MediaImage
                media={{ ...developer.logo, alt: t('developer.logoAlt', { name: developer.name }) }}
                sizes="80px"
                className="size-20 rounded-2xl bg-white object-contain"
              />
            ) : null}
            <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{developer.name}</h1>
            {developer.tagline ? (
              <p className="mt-4 max-w-3xl text-lg font-medium text-white">{developer.tagline}</p>
            ) : null}
            {developer.heroParagraph ? (
              <p className="mt-3 max-w-3xl text-white/90">{developer.heroParagraph}</p>
            ) : null}
            {/* Spec §2: 'Explore Projects' scrolls to the projects. The developer's own call to
                action ("Talk to an advisor", "Plan a visit") books a consultation: each label
                goes where it says. */}
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#projects"
                className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-navy hover:bg-sand"
              >
                {t('developer.exploreProjects')}
              </a>
              {developer.ctaLabel ? (
                // Not prefetched, as the header's links to the home page.
                <Link
                  href={`${homePath(locale)}#consultation`}
                  prefetch={false}
                  className="inline-flex min-h-12 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
                >
                  {developer.ctaLabel}
                </Link>
              ) : null}
            </div>
          </div>
        </section>
        <div className="mx-auto max-w-6xl px-4 py-12">
          <section id="projects" aria-labelledby="projects-heading" className="scroll-mt-24">
            <h2 id="projects-heading" className="text-2xl font-semibold text-navy">
              {developer.projectsHeading || t('developer.projectsHeading')}
            </h2>
            <ProjectGrid projects={developer.projects} locale={locale} className="md:grid-cols-2" />
          </section>
          {developer.aboutParagraphs.length > 0 ? (
            <section aria-labelledby="about-heading" className="mt-12 max-w-3xl space-y-4">
              <h2 id="about-heading" className="text-2xl font-semibold text-navy">
                {developer.aboutHeading || t('developer.aboutHeading')}
              </h2>
              {developer.aboutParagraphs.map((paragraph, index) => (
                <p key={index} className="text-muted">
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
        </div>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
