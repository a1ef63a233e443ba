import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { JsonLd } from '@/components/site/json-ld'
import { getProjectPage } from '@/lib/content/get-project-page'
import { getProjectStructuredData } from '@/lib/content/get-project-structured-data'
import { developerPath, projectPath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'

type ProjectPageProps = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const { slug } = await params
  const project = await getProjectPage({ slug, locale })
  if (!project) return {}
  const t = await getTranslations({ locale })
  const title = project.sections?.ogTitle || project.sections?.seoTitle || project.title
  return {
    title: `${title} | ${t('brand.suffix')}`,
    description:
      project.sections?.ogDescription || project.sections?.metaDescription || project.description,
    alternates: languageAlternates(locale, (l) => projectPath(project, l)),
  }
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const locale = await localeFromParams(params)
  const { slug } = await params
  setRequestLocale(locale)
  const project = await getProjectPage({ slug, locale })
  if (!project) notFound()
  const t = await getTranslations({ locale })
  const structuredData = await getProjectStructuredData({ projectId: project.id, slug, locale })
  return (
    <>
      {structuredData.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
      <SiteHeader locale={locale} />
      <main className="mx-auto max-w-6xl px-4 py-12">
        <p className="text-sm font-semibold text-gold">
          <Link href={developerPath(project.developer.slug, locale)} className="hover:underline">
            {t('project.byDeveloper', { name: project.developer.name })}
          </Link>
        </p>
        <h1 className="mt-2 text-4xl font-semibold text-navy">{project.title}</h1>
        {project.sections?.heroHeadline ? (
          <p className="mt-3 text-xl text-teal">{project.sections.heroHeadline}</p>
        ) : null}
        <p className="mt-4 max-w-3xl text-lg text-muted">{project.description}</p>
        <p className="mt-2 font-medium text-teal">{project.keyInfo}</p>

        {project.units.length > 0 ? (
          <section aria-labelledby="units-heading" className="mt-12">
            <h2 id="units-heading" className="text-2xl font-semibold text-navy">
              {project.sections?.unitsHeading || t('project.unitsHeading')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {project.units.map((unit) => (
                <li
                  key={unit.id}
                  className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-deep"
                >
                  {unit.imageUrl ? (
                    <Image
                      src={unit.imageUrl}
                      alt=""
                      width={800}
                      height={600}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      quality={60}
                      className="aspect-[4/3] w-full object-cover"
                    />
                  ) : null}
                  <div className="space-y-1 p-5">
                    <h3 className="text-lg font-semibold text-navy">{unit.title}</h3>
                    <p className="text-sm text-muted">
                      {unit.bedrooms !== null
                        ? t('project.bedrooms', { count: unit.bedrooms })
                        : null}
                      {unit.areaSqm !== null
                        ? ` · ${t('project.area', { area: unit.areaSqm })}`
                        : null}
                    </p>
                    {unit.priceValue ? (
                      <p className="font-semibold text-teal">
                        {unit.priceLabel ? `${unit.priceLabel} ` : null}
                        <bdi>{unit.priceValue}</bdi>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
