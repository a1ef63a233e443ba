import { eq } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import {
  developers,
  developerTranslations,
  media,
  projects,
  projectSections,
  projectSeo,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '../schema'
import type { Queryable } from '../types'
import developerData from './content/developers.json'
import projectData from './content/projects.json'
import sectionDefaultData from './content/section-defaults.json'
import unitData from './content/units.json'
import {
  developerSeedSchema,
  projectSeedSchema,
  sectionDefaultsSchema,
  unitSeedSchema,
  type ProjectSeed,
} from './content-schema'
import { seedImages } from './seed-images'

const locales: Locale[] = ['en', 'ar']

function structuredData(project: ProjectSeed, locale: Locale, developerName: string) {
  const t = project[locale]
  const url = locale === 'en' ? `/${project.slug}` : `/${project.slug}/ar`
  return {
    breadcrumbData: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: developerName,
          item:
            locale === 'en'
              ? `/developers/${project.developer}`
              : `/developers/${project.developer}/ar`,
        },
        { '@type': 'ListItem', position: 2, name: t.title, item: url },
      ],
    },
    organizationData: {
      '@type': 'Organization',
      name: developerName,
      email: project.contact_email,
    },
    realEstateListingData: {
      '@type': 'RealEstateListing',
      name: t.title,
      description: t.description,
      url,
      contentLocation: {
        '@type': 'Place',
        geo: {
          '@type': 'GeoCoordinates',
          latitude: project.map_latitude,
          longitude: project.map_longitude,
        },
      },
    },
    faqData: t.faqs.length
      ? {
          '@type': 'FAQPage',
          mainEntity: t.faqs.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }
      : null,
  }
}

type Alt = { en: string; ar: string }

/**
 * The seed's images as media library items, one per file, waiting to be imported from public/
 * (lib/media/import-pending-media.ts runs at start): the same path older typed URLs take.
 */
function seedMediaLibrary(q: Queryable) {
  const ids = new Map<string, Promise<string>>()
  return (path: string, alt: Alt): Promise<string> => {
    const known = ids.get(path)
    if (known) return known
    const created = q
      .insert(media)
      .values({
        kind: 'image',
        status: 'pending',
        originalName: path.slice(path.lastIndexOf('/') + 1),
        sourceUrl: path,
        altEn: alt.en,
        altAr: alt.ar,
      })
      .returning({ id: media.id })
      .then(([row]) => row!.id)
    ids.set(path, created)
    return created
  }
}

/** Inserts the demo catalogue from ./content (called once, inside a transaction). */
export async function insertSeedContent(q: Queryable) {
  const image = seedMediaLibrary(q)
  const developerRows = developerSeedSchema.parse(developerData)
  const projectRows = projectSeedSchema.parse(projectData)
  const unitRows = unitSeedSchema.parse(unitData)
  const sectionDefaults = sectionDefaultsSchema.parse(sectionDefaultData)

  const developerIds = new Map<string, string>()
  const developerNames = new Map<string, Record<Locale, string>>()
  for (const d of developerRows) {
    const [row] = await q
      .insert(developers)
      .values({
        slug: d.slug,
        logoMediaId: await image(seedImages.developerLogo(d.slug), {
          en: `${d.en.name} logo`,
          ar: `شعار ${d.ar.name}`,
        }),
        heroMediaId: await image(seedImages.developerHero(d.slug), {
          en: d.en.name,
          ar: d.ar.name,
        }),
        basePath: `/developers/${d.slug}`,
        sortOrder: d.sort_order,
        status: 'published',
      })
      .returning({ id: developers.id })
    developerIds.set(d.slug, row!.id)
    developerNames.set(d.slug, { en: d.en.name, ar: d.ar.name })
    await q.insert(developerTranslations).values(
      locales.map((locale) => {
        const t = d[locale]
        return {
          developerId: row!.id,
          locale,
          slug: d.slug,
          name: t.name,
          tagline: t.tagline,
          description: t.description,
          seoTitle: t.seo_title,
          metaDescription: t.meta_description,
          ogTitle: t.og_title,
          ogDescription: t.og_description,
          aboutHeading: t.about_heading,
          projectsHeading: t.projects_heading,
          ctaLabel: t.cta_label,
          heroParagraph: t.hero_paragraph,
          aboutParagraphs: t.about_paragraphs,
        }
      }),
    )
  }

  const projectIds = new Map<string, string>()
  for (const p of projectRows) {
    const developerId = developerIds.get(p.developer)
    if (!developerId) throw new Error(`Seed project ${p.slug}: unknown developer ${p.developer}`)
    const titles = { en: p.en.title, ar: p.ar.title }
    const logoAlt = { en: `${p.en.title} logo`, ar: `شعار ${p.ar.title}` }
    const [row] = await q
      .insert(projects)
      .values({
        slug: p.slug,
        developerId,
        status: p.status,
        isActive: p.is_active,
        isPopular: p.is_popular,
        sortOrder: p.sort_order,
        showCalculator: p.show_calculator,
        showExitIntent: p.show_exit_intent,
        logoMediaId: await image(seedImages.projectLogo(p.slug), logoAlt),
        logoLargeMediaId: await image(seedImages.projectLogo(p.slug), logoAlt),
        thumbnailMediaId: await image(seedImages.projectThumbnail(p.slug), titles),
        heroMediaId: await image(seedImages.projectHero(p.slug), {
          en: p.en.hero_headline ?? p.en.title,
          ar: p.ar.hero_headline ?? p.ar.title,
        }),
        masterplanMediaId: await image(seedImages.projectMasterplan(p.slug), {
          en: `${p.en.title} master plan`,
          ar: `المخطط العام لـ${p.ar.title}`,
        }),
        basePath: `/${p.slug}`,
        whatsappNumber: p.whatsapp_number,
        contactPhone: p.contact_phone,
        contactEmail: p.contact_email,
        mapLatitude: p.map_latitude,
        mapLongitude: p.map_longitude,
        deliveryYear: p.delivery_year ?? null,
        downPaymentPercent: p.down_payment_percent ?? null,
        installmentYears: p.installment_years ?? null,
        deletedAt: p.deleted ? new Date() : null,
      })
      .returning({ id: projects.id })
    const projectId = row!.id
    projectIds.set(p.slug, projectId)
    for (const locale of locales) {
      const t = p[locale]
      await q.insert(projectTranslations).values({
        projectId,
        locale,
        title: t.title,
        description: t.description,
        keyInfo: t.key_info,
        location: t.location ?? null,
        whatsappMessage: t.whatsapp_message ?? null,
      })
      const defaults = sectionDefaults[locale] ?? {}
      await q.insert(projectSections).values({
        projectId,
        locale,
        heroHeadline: t.hero_headline ?? null,
        heroSubheadline: t.hero_subheadline ?? null,
        heroCtaLabel: defaults.hero_cta_label,
        unitsHeading: defaults.units_heading,
        unitsSubheading: defaults.units_subheading,
        midCtaHeadline: defaults.mid_cta_headline,
        midCtaDescription: defaults.mid_cta_description,
        midCtaButtonLabel: defaults.mid_cta_button_label,
        masterplanHeading: defaults.masterplan_heading,
        masterplanDescription: defaults.masterplan_description,
        locationHeading: defaults.location_heading,
        locationParagraphs: t.location_paragraphs,
        locationHighlights: t.location_highlights,
        faqHeading: defaults.faq_heading,
        faqs: t.faqs,
        calculatorHeading: defaults.calculator_heading,
        calculatorCta: defaults.calculator_cta,
        exitIntentHeading: defaults.exit_intent_heading,
        exitIntentMessage: defaults.exit_intent_message,
        exitIntentCta: defaults.exit_intent_cta,
        footerCtaHeading: defaults.footer_cta_heading,
        footerCtaButton: defaults.footer_cta_button,
        footerText: defaults.footer_text,
        formHeading: defaults.form_heading,
        formDescription: defaults.form_description,
        formSubmitLabel: defaults.form_submit_label,
        seoTitle: t.seo_title ?? null,
        metaDescription: t.meta_description ?? null,
        ogTitle: t.og_title ?? null,
        ogDescription: t.og_description ?? null,
      })
      if (p.seo) {
        const name = developerNames.get(p.developer)![locale]
        await q.insert(projectSeo).values({ projectId, locale, ...structuredData(p, locale, name) })
      }
    }
  }

  // Cross-sell links point at projects that exist only now.
  for (const p of projectRows) {
    if (!p.cross_sell) continue
    const target = projectIds.get(p.cross_sell)
    if (!target) throw new Error(`Seed project ${p.slug}: unknown cross-sell ${p.cross_sell}`)
    await q
      .update(projectSections)
      .set({ crossSellEnabled: true, crossSellProjectId: target })
      .where(eq(projectSections.projectId, projectIds.get(p.slug)!))
  }

  for (const u of unitRows) {
    const projectId = projectIds.get(u.project)
    if (!projectId) throw new Error(`Seed unit ${u.slug}: unknown project ${u.project}`)
    const [row] = await q
      .insert(projectUnits)
      .values({
        projectId,
        slug: u.slug,
        unitType: u.unit_type,
        areaSqm: u.area_sqm,
        bedrooms: u.bedrooms,
        availabilityStatus: u.availability_status,
        status: u.status,
        isActive: u.is_active,
        sortOrder: u.sort_order,
        priceEgp: u.price_egp,
        imageMediaId: await image(seedImages.unitImage(u.unit_type), {
          en: u.en.title,
          ar: u.ar.title,
        }),
        floorplanMediaId: await image(seedImages.floorplan(u.unit_type, u.bedrooms), {
          en: `${u.en.title} floor plan`,
          ar: `مخطط ${u.ar.title}`,
        }),
      })
      .returning({ id: projectUnits.id })
    await q.insert(unitTranslations).values(
      locales.map((locale) => ({
        unitId: row!.id,
        locale,
        title: u[locale].title,
        description: u[locale].description,
        priceLabel: u[locale].price_label,
      })),
    )
  }

  return { developers: developerRows.length, projects: projectRows.length, units: unitRows.length }
}
