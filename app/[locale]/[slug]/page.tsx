import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { MessageCircle } from 'lucide-react'
import { PaymentCalculator } from '@/components/site/payment-calculator'
import { whatsappLink } from '@/lib/site-config'
import { ProjectFaq } from './_components/project-faq'
import { ProjectHero } from './_components/project-hero'
import { ProjectLocation } from './_components/project-location'
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
  const sections = project.sections
  return (
    <>
      {structuredData.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
      <SiteHeader locale={locale} />
      <div className="sticky top-[68px] z-30 border-b border-sand-deep bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
          <p className="truncate font-semibold text-navy">{project.title}</p>
          <a
            href="#lead-form"
            className="shrink-0 rounded-full bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-teal"
          >
            {sections?.heroCtaLabel || t('project.bookNow')}
          </a>
        </div>
      </div>
      <main>
        {sections?.heroHeadline ? (
          <ProjectHero
            headline={sections.heroHeadline}
            subheadline={sections.heroSubheadline}
            ctaLabel={sections.heroCtaLabel || t('project.bookNow')}
            imageUrl={project.heroBgUrl}
            developerName={t('project.byDeveloper', { name: project.developer.name })}
            developerHref={developerPath(project.developer.slug, locale)}
          />
        ) : (
          <div className="mx-auto max-w-6xl px-4 pt-12">
            <h1 className="text-4xl font-semibold text-navy">{project.title}</h1>
          </div>
        )}
        <div className="mx-auto max-w-6xl px-4 pt-10">
          <p className="max-w-3xl text-lg text-muted">{project.description}</p>
          <p className="mt-2 font-medium text-teal">{project.keyInfo}</p>
        </div>

        {project.units.length > 0 && sections?.unitsHeading ? (
          <section
            id="units"
            aria-labelledby="units-heading"
            className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12"
          >
            <h2 id="units-heading" className="text-2xl font-semibold text-navy">
              {sections.unitsHeading}
            </h2>
            {sections.unitsSubheading ? (
              <p className="mt-2 text-muted">{sections.unitsSubheading}</p>
            ) : null}
            <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-2 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(280px,1fr))] sm:overflow-visible">
              {project.units.map((unit) => (
                <li
                  key={unit.id}
                  className="w-[280px] shrink-0 snap-start overflow-hidden rounded-2xl bg-white ring-1 ring-sand-deep sm:w-auto"
                >
                  {unit.imageUrl ? (
                    <Image
                      src={unit.imageUrl}
                      alt=""
                      width={800}
                      height={600}
                      sizes="(min-width: 640px) 33vw, 280px"
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

        {project.showCalculator && sections?.calculatorHeading ? (
          <div className="mx-auto max-w-6xl px-4 py-6">
            <PaymentCalculator
              heading={sections.calculatorHeading}
              ctaLabel={sections.calculatorCta}
              ctaTargetId="lead-form"
              startingPrice={project.units[0]?.priceValue ?? null}
              locale={locale}
              labels={{
                open: t('project.calculator.open'),
                price: t('project.calculator.price'),
                downPayment: t('project.calculator.downPayment'),
                tenure: t('project.calculator.tenure'),
                yearsSuffix: t('project.calculator.yearsSuffix'),
                downPaymentResult: t('project.calculator.downPaymentResult'),
                monthlyResult: t('project.calculator.monthlyResult'),
                disclaimer: t('project.calculator.disclaimer'),
                close: t('project.calculator.close'),
              }}
            />
          </div>
        ) : null}

        <section
          id="lead-form"
          aria-labelledby="lead-form-heading"
          className="mx-auto max-w-3xl scroll-mt-32 px-4 py-12"
        >
          <h2 id="lead-form-heading" className="text-2xl font-semibold text-navy">
            {sections?.formHeading || t('project.formAnchor')}
          </h2>
          {sections?.formDescription ? (
            <p className="mt-2 text-muted">{sections.formDescription}</p>
          ) : null}
        </section>

        {project.masterplanImageUrl ? (
          <section aria-labelledby="masterplan-heading" className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="masterplan-heading" className="text-2xl font-semibold text-navy">
              {sections?.masterplanHeading || project.title}
            </h2>
            {sections?.masterplanDescription ? (
              <p className="mt-2 text-muted">{sections.masterplanDescription}</p>
            ) : null}
            <Image
              src={project.masterplanImageUrl}
              alt={sections?.masterplanHeading || project.title}
              width={1200}
              height={800}
              sizes="(min-width: 1152px) 1152px, 100vw"
              quality={60}
              className="mt-6 w-full rounded-2xl"
            />
          </section>
        ) : null}

        {project.mapLatitude !== null &&
        project.mapLongitude !== null &&
        sections?.locationHeading ? (
          <ProjectLocation
            heading={sections.locationHeading}
            paragraphs={sections.locationParagraphs}
            highlights={sections.locationHighlights}
            highlightsLabel={t('project.locationHighlights')}
          />
        ) : null}

        {sections?.faqHeading && sections.faqs.length > 0 ? (
          <ProjectFaq heading={sections.faqHeading} faqs={sections.faqs} />
        ) : null}
      </main>
      <SiteFooter locale={locale} />
      {project.whatsappNumber ? (
        <a
          href={whatsappLink(project.whatsappNumber, project.whatsappMessage ?? project.title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('project.chatNow')}
          data-whatsapp-location="floating"
          className="fixed bottom-4 end-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-teal text-white shadow-lg ring-2 ring-white hover:bg-navy"
        >
          <MessageCircle aria-hidden className="size-7" />
        </a>
      ) : null}
    </>
  )
}
