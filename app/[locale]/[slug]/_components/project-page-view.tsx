import { getMessages, getTranslations } from 'next-intl/server'
import { FloorPlanGate, type FloorPlanLabels } from '@/components/site/floor-plans/floor-plan-gate'
import { LazyLeadForm } from '@/components/site/lead-form/lazy-lead-form'
import { LeadFormHeading } from '@/components/site/lead-form/lead-form-heading'
import { leadFormLabels } from '@/components/site/lead-form/lead-form-labels'
import type { LeadFormLabels } from '@/components/site/lead-form/lead-form-types'
import { PaymentCalculator } from '@/components/site/payment-calculator'
import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/header/site-header'
import { JsonLd } from '@/components/site/json-ld'
import { env } from '@/lib/env'
import { completeStructuredData } from '@/lib/seo/complete-structured-data'
import { RealEstateAgentJsonLd } from '@/components/site/real-estate-agent-json-ld'
import type { ProjectPage } from '@/lib/content/get-project-page'
import { getProjectStructuredData } from '@/lib/content/get-project-structured-data'
import type { Locale } from '@/lib/i18n/locales'
import { developerPath } from '@/lib/i18n/paths'
import { abbreviateEgp, amountAffixes } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { unitPricing } from '@/lib/pricing/unit-pricing'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { phoneHref } from '@/lib/settings/site-settings-schema'
import { whatsappLink } from '@/lib/site-config'
import { ContactBar } from './contact-bar'
import { ExitIntentBanner } from './exit-intent-banner'
import { FloatingChat } from './floating-chat'
import { ProjectFaq } from './project-faq'
import { ProjectGallery } from './project-gallery'
import { ProjectHero } from './project-hero'
import { ProjectOfferFacts } from './project-offer-facts'
import { projectOfferFacts } from './project-offer-facts-of'
import { ProjectClosingCta } from './project-closing-cta'
import { ProjectLocation } from './project-location'
import { ProjectMasterplan } from './project-masterplan'
import { ProjectMidCta } from './project-mid-cta'
import { ProjectNav, type ProjectNavLink } from './project-nav'
import { ProjectSection } from './project-section'
import { ProjectTopBar } from './project-top-bar'
import { ProjectUnits } from './units/project-units'
import { unitReference } from './units/unit-reference'

export type ProjectPageViewProps = {
  project: ProjectPage
  locale: Locale
  /** Opened from a shared-unit link: the chat message names this unit. */
  sharedUnit?: ProjectPage['units'][number] | null
}

/**
 * Which of the spec's conditional sections this project shows (spec §2, in page order): each
 * whenever it has content. A heading left empty takes the default heading of the page's
 * language (project.defaults), so a saved section never silently vanishes.
 */
export function visibleSections(project: ProjectPage) {
  const s = project.sections
  return {
    exitIntent: project.showExitIntent && Boolean(s?.exitIntentHeading),
    hero: Boolean(s?.heroHeadline) || Boolean(project.hero),
    units: project.units.length > 0,
    calculator: project.showCalculator,
    masterplan: Boolean(project.masterplan),
    gallery: project.gallery.length > 0,
    location: project.mapLatitude !== null && project.mapLongitude !== null,
    faq: (s?.faqs.length ?? 0) > 0,
    floatingChat: Boolean(project.whatsappNumber),
  }
}

export async function ProjectPageView({ project, locale, sharedUnit }: ProjectPageViewProps) {
  const t = await getTranslations({ locale })
  const settings = await getSiteSettings()
  const messages = (await getMessages({ locale })) as {
    leadForm: Parameters<typeof leadFormLabels>[1]
    floorPlans: FloorPlanLabels
  }
  const structuredData = await getProjectStructuredData({
    projectId: project.id,
    slug: project.slug,
    locale,
  })
  const sections = project.sections
  const leadLabels: LeadFormLabels = leadFormLabels(t, messages.leadForm, project.title)
  const show = visibleSections(project)
  const ctaLabel = sections?.heroCtaLabel || t('project.bookNow')
  const formHeading = sections?.formHeading || t('project.formAnchor')
  // Where a visitor goes when a form cannot send: the project's lines, else the company's.
  const contactWays = {
    whatsappHref: whatsappLink(
      project.whatsappNumber || settings.whatsappNumber,
      t('project.chatMessageDefault', { project: project.title }),
    ),
    telHref: phoneHref(project.contactPhone || settings.phone),
  }
  const offerFacts = projectOfferFacts(project, locale, t)
  const offerLabel = t('project.offer.label')
  // From a shared-unit link the message names the unit and a reference sales can look up.
  const chatMessage = sharedUnit
    ? t('project.share.chatMessage', {
        unit: sharedUnit.title,
        project: project.title,
        ref: unitReference(project.slug, sharedUnit.slug),
      })
    : project.whatsappMessage || t('project.chatMessageDefault', { project: project.title })
  const chatHref = project.whatsappNumber ? whatsappLink(project.whatsappNumber, chatMessage) : null
  const navLinks: ProjectNavLink[] = [
    { id: 'overview', label: t('project.nav.overview') },
    ...(show.units ? [{ id: 'units', label: t('project.nav.units') }] : []),
    ...(show.calculator ? [{ id: 'payment-plan', label: t('project.nav.paymentPlan') }] : []),
    { id: 'lead-form', label: t('project.nav.register') },
    ...(show.gallery ? [{ id: 'gallery', label: t('project.nav.gallery') }] : []),
    ...(show.masterplan ? [{ id: 'masterplan', label: t('project.nav.masterplan') }] : []),
    ...(show.location ? [{ id: 'location', label: t('project.nav.location') }] : []),
    ...(show.faq ? [{ id: 'faq', label: t('project.nav.faq') }] : []),
  ]

  return (
    <>
      <RealEstateAgentJsonLd locale={locale} />
      {structuredData.map((block, index) => (
        <JsonLd
          key={index}
          data={completeStructuredData(block, {
            siteUrl: env().siteUrl,
            startingPrice: project.startingPrice,
          })}
        />
      ))}
      <SiteHeader locale={locale} phone={project.contactPhone} />
      <ProjectTopBar title={project.title} ctaLabel={ctaLabel} />
      <ProjectNav label={t('project.nav.label')} links={navLinks} />
      {show.exitIntent && sections?.exitIntentHeading ? (
        <ExitIntentBanner
          heading={sections.exitIntentHeading}
          message={sections.exitIntentMessage}
          ctaLabel={sections.exitIntentCta || (chatHref ? t('project.exitIntent.cta') : ctaLabel)}
          chatHref={chatHref}
          closeLabel={t('project.exitIntent.close')}
        />
      ) : null}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <div id="overview" className="scroll-mt-36">
          {show.hero ? (
            <ProjectHero
              headline={sections?.heroHeadline || project.title}
              subheadline={sections?.heroSubheadline ?? null}
              ctaLabel={ctaLabel}
              image={project.hero}
              logo={project.logoLarge}
              developerName={t('project.byDeveloper', { name: project.developer.name })}
              developerHref={developerPath(project.developer.slug, locale)}
              offer={<ProjectOfferFacts facts={offerFacts} label={offerLabel} tone="light" />}
            />
          ) : (
            <div className="mx-auto max-w-6xl px-4 pt-12">
              <h1 className="text-4xl font-semibold text-navy">{project.title}</h1>
              <ProjectOfferFacts facts={offerFacts} label={offerLabel} tone="dark" />
              <a
                href="#lead-form"
                data-lead-intent="book"
                className="mt-5 inline-flex min-h-12 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
              >
                {ctaLabel}
              </a>
            </div>
          )}
          <div className="mx-auto max-w-6xl px-4 pt-10">
            <p className="max-w-3xl text-lg text-muted">{project.description}</p>
            <p className="mt-2 font-medium text-teal">
              {project.keyInfo}
              {project.startingPrice ? (
                <>
                  {' · '}
                  <bdi>
                    {t('project.price.from', {
                      price: abbreviateEgp(project.startingPrice, priceWords(locale)),
                    })}
                  </bdi>
                </>
              ) : null}
            </p>
          </div>
        </div>

        {show.units ? (
          <ProjectUnits
            heading={sections?.unitsHeading || t('project.defaults.unitsHeading')}
            subheading={sections?.unitsSubheading ?? null}
            units={project.units}
            crossSell={project.crossSell}
            projectTitle={project.title}
            locale={locale}
          />
        ) : null}

        {show.calculator ? (
          <div id="payment-plan" className="scroll-mt-36">
            <PaymentCalculator
              heading={sections?.calculatorHeading || t('project.defaults.calculatorHeading')}
              ctaLabel={sections?.calculatorCta ?? null}
              ctaTargetId="lead-form"
              startingPrice={project.startingPrice}
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
                enterPrice: t('project.calculator.enterPrice'),
                amounts: {
                  full: amountAffixes(priceWords(locale), 'full'),
                  typed: amountAffixes(priceWords(locale), 'typed'),
                },
              }}
            />
          </div>
        ) : null}

        {sections?.midCtaHeadline ? (
          <ProjectMidCta
            headline={sections.midCtaHeadline}
            description={sections.midCtaDescription}
            buttonLabel={sections.midCtaButtonLabel || ctaLabel}
          />
        ) : null}

        <ProjectSection
          id="lead-form"
          width="narrow"
          heading={formHeading}
          header={
            <LeadFormHeading
              id="lead-form-heading"
              texts={{
                default: { heading: formHeading, description: sections?.formDescription ?? null },
                book: {
                  heading: t('project.leadIntent.book.heading'),
                  description: t('project.leadIntent.book.description'),
                },
                advice: {
                  heading: t('project.leadIntent.advice.heading'),
                  description: t('project.leadIntent.advice.description'),
                },
              }}
            />
          }
        >
          <LazyLeadForm
            projectSlug={project.slug}
            locale={locale}
            unitTitles={[...new Set(project.units.map((unit) => unit.title))]}
            chatNumber={project.whatsappNumber || settings.whatsappNumber}
            contactWays={contactWays}
            pricing={unitPricing(project.units)}
            labels={leadLabels}
            submitLabels={{
              default: sections?.formSubmitLabel || leadLabels.submit,
              book: t('project.leadIntent.book.submit'),
              advice: t('project.leadIntent.advice.submit'),
            }}
          />
        </ProjectSection>

        {show.gallery ? (
          <ProjectGallery heading={t('project.nav.gallery')} items={project.gallery} />
        ) : null}

        {show.masterplan && project.masterplan ? (
          <ProjectMasterplan
            image={project.masterplan}
            heading={sections?.masterplanHeading || t('project.nav.masterplan')}
            description={sections?.masterplanDescription ?? null}
          />
        ) : null}

        {show.location && project.mapLatitude !== null && project.mapLongitude !== null ? (
          <ProjectLocation
            heading={sections?.locationHeading || t('project.defaults.locationHeading')}
            paragraphs={sections?.locationParagraphs ?? []}
            highlights={sections?.locationHighlights ?? []}
            highlightsLabel={t('project.locationHighlights')}
            latitude={project.mapLatitude}
            longitude={project.mapLongitude}
            mapLabels={{
              title: t('project.map.title', { project: project.title }),
              failed: t('project.map.failed'),
              open: t('project.map.open'),
            }}
            locale={locale}
          />
        ) : null}

        {show.faq && sections ? (
          <ProjectFaq
            heading={sections.faqHeading || t('project.defaults.faqHeading')}
            faqs={sections.faqs}
          />
        ) : null}
        <ProjectClosingCta
          heading={sections?.footerCtaHeading ?? null}
          buttonLabel={sections?.footerCtaButton || ctaLabel}
          phone={project.contactPhone}
          email={project.contactEmail}
          labels={{ call: t('project.contact.call'), email: t('project.contact.email') }}
          disclaimer={sections?.footerText ?? null}
        />
      </main>
      <SiteFooter locale={locale} />
      {project.units.some((unit) => unit.floorplan) ? (
        <FloorPlanGate
          projectSlug={project.slug}
          locale={locale}
          labels={messages.floorPlans}
          leadLabels={leadLabels}
          contactWays={contactWays}
        />
      ) : null}
      {chatHref ? <FloatingChat href={chatHref} label={t('project.chatNow')} /> : null}
      <ContactBar
        telHref={contactWays.telHref}
        whatsappHref={chatHref ?? contactWays.whatsappHref}
        labels={{
          label: t('project.contactBar.label'),
          call: t('project.contactBar.call'),
          whatsapp: t('project.contactBar.whatsapp'),
          book: t('project.contactBar.book'),
        }}
      />
    </>
  )
}
