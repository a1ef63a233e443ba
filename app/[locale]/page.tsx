import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProjectCard } from '@/components/site/project-card'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { listPublicDevelopers } from '@/lib/content/list-public-developers'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import { developerPath, homePath, projectPath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'

type HomePageProps = { params: Promise<{ locale: string }> }

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
    listPublishedProjects({ locale }),
    listPublicDevelopers({ locale }),
  ])
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-4xl font-semibold text-navy">{t('home.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{t('home.description')}</p>

        <section aria-labelledby="projects-heading" className="mt-12">
          <h2 id="projects-heading" className="text-2xl font-semibold text-navy">
            {t('home.popularProjects')}
          </h2>
          {projects.length === 0 ? (
            <p className="mt-4 text-muted">{t('home.empty')}</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    href={projectPath(project, locale)}
                    title={project.title}
                    description={project.description}
                    keyInfo={project.keyInfo}
                    thumbnailUrl={project.thumbnailUrl}
                    eyebrow={project.developerName}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="developers-heading" className="mt-12">
          <h2 id="developers-heading" className="text-2xl font-semibold text-navy">
            {t('home.developersHeading')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {developers.map((developer) => (
              <li key={developer.id}>
                <Link
                  href={developerPath(developer.slug, locale)}
                  className="inline-block rounded-full bg-white px-4 py-2 text-navy ring-1 ring-sand-deep hover:underline"
                >
                  {developer.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
