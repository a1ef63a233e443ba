import type { Metadata } from 'next'
import Image from '@/components/site/content-image'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProjectGrid } from '@/components/site/project-grid'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { getDeveloperPage } from '@/lib/content/get-developer-page'
import { developerPath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'
import { developerSocialImagePath } from '@/lib/seo/social-image-path'
import { socialMetadata } from '@/lib/seo/social-metadata'

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
  const brand = t('brand.suffix')
  const title = developer.ogTitle || developer.seoTitle || developer.name
  const description =
    developer.ogDescription ||
    developer.metaDescription ||
    developer.description ||
    developer.tagline ||
    undefined
  return {
    title: `${developer.seoTitle || developer.name} | ${brand}`,
    description:
      developer.metaDescription || developer.description || developer.tagline || undefined,
    alternates: languageAlternates(locale, (l) => developerPath(developer.slug, l)),
    ...socialMetadata({
      title,
      description,
      url: developerPath(developer.slug, locale),
      image: developerSocialImagePath(developer.slug, developer.heroBgUrl || developer.logoUrl),
      locale,
      brand,
    }),
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
      <main>
        <section className="relative isolate overflow-hidden bg-navy text-white">
          {developer.heroBgUrl ? (
            <Image
              src={developer.heroBgUrl}
              alt=""
              fill
              priority
              sizes="100vw"
              quality={60}
              className="-z-10 object-cover opacity-40"
            />
          ) : null}
          <div className="mx-auto max-w-6xl px-4 py-20">
            <Image
              src={developer.logoUrl}
              alt={t('developer.logoAlt', { name: developer.name })}
              width={80}
              height={80}
              quality={75}
              className="size-20 rounded-2xl"
            />
            <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{developer.name}</h1>
            {developer.tagline || developer.heroParagraph ? (
              <p className="mt-4 max-w-3xl text-lg text-white/90">
                {developer.tagline || developer.heroParagraph}
              </p>
            ) : null}
            <a
              href="#projects"
              className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-navy hover:bg-sand"
            >
              {t('developer.exploreProjects')}
            </a>
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
