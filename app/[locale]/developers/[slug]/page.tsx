import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProjectCard } from '@/components/site/project-card'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { getDeveloperPage } from '@/lib/content/get-developer-page'
import { developerPath, projectPath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'

type DeveloperPageProps = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: DeveloperPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const { slug } = await params
  const developer = await getDeveloperPage({ slug, locale })
  if (!developer) return {}
  const t = await getTranslations({ locale })
  return {
    title: `${developer.seoTitle || developer.name} | ${t('brand.suffix')}`,
    description:
      developer.metaDescription || developer.description || developer.tagline || undefined,
    alternates: languageAlternates(locale, (l) => developerPath(developer.slug, l)),
  }
}

export default async function DeveloperPage({ params }: DeveloperPageProps) {
  const locale = await localeFromParams(params)
  const { slug } = await params
  setRequestLocale(locale)
  const developer = await getDeveloperPage({ slug, locale })
  if (!developer) notFound()
  const t = await getTranslations({ locale })
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-4xl font-semibold text-navy">{developer.name}</h1>
        {developer.tagline || developer.heroParagraph ? (
          <p className="mt-4 max-w-3xl text-lg text-muted">
            {developer.tagline || developer.heroParagraph}
          </p>
        ) : null}
        <section aria-labelledby="projects-heading" className="mt-12">
          <h2 id="projects-heading" className="text-2xl font-semibold text-navy">
            {developer.projectsHeading || t('developer.projectsHeading')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {developer.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  href={projectPath(project, locale)}
                  title={project.title}
                  description={project.description}
                  keyInfo={project.keyInfo}
                  thumbnailUrl={project.thumbnailUrl}
                />
              </li>
            ))}
          </ul>
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
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
