import type { z } from 'zod'
import type { developerSchema } from '@/lib/admin/developers/developer-schema'
import type { projectSchema } from '@/lib/admin/projects/project-schema'
import type { unitSchema } from '@/lib/admin/units/unit-schema'
import type { Locale } from '@/lib/i18n/locales'
import type { DeveloperSeed, ProjectSeed, SectionDefaults, UnitSeed } from './content-schema'
import type { SeedImage } from './seed-media-library'
import { seedImages } from './seed-images'

// The seed's JSON records as the admin forms post them: the seed parses these with the forms'
// schemas and saves them with the forms' save operations, so both follow the same rules.

type DeveloperValues = z.input<typeof developerSchema>
type ProjectValues = z.input<typeof projectSchema>
type UnitValues = z.input<typeof unitSchema>

const rows = (paragraphs: string[]) => paragraphs.map((text) => ({ text }))

export async function developerValues(
  d: DeveloperSeed,
  image: SeedImage,
): Promise<DeveloperValues> {
  const texts = (locale: Locale) => {
    const t = d[locale]
    return {
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
      aboutParagraphs: rows(t.about_paragraphs),
    }
  }
  return {
    slug: d.slug,
    logoMediaId: await image(seedImages.developerLogo(d.slug), {
      en: `${d.en.name} logo`,
      ar: `شعار ${d.ar.name}`,
    }),
    heroMediaId: await image(seedImages.developerHero(d.slug), { en: d.en.name, ar: d.ar.name }),
    basePath: `/developers/${d.slug}`,
    sortOrder: d.sort_order,
    status: 'published',
    isActive: true,
    en: texts('en'),
    ar: texts('ar'),
  }
}

export async function projectValues(
  p: ProjectSeed,
  developerId: string,
  sectionDefaults: SectionDefaults,
  image: SeedImage,
): Promise<ProjectValues> {
  const logoAlt = { en: `${p.en.title} logo`, ar: `شعار ${p.ar.title}` }
  const texts = (locale: Locale) => {
    const t = p[locale]
    return {
      title: t.title,
      description: t.description,
      keyInfo: t.key_info,
      location: t.location,
      whatsappMessage: t.whatsapp_message,
      sections: {
        ...sectionDefaults[locale],
        heroHeadline: t.hero_headline,
        heroSubheadline: t.hero_subheadline,
        locationParagraphs: rows(t.location_paragraphs),
        locationHighlights: t.location_highlights,
        faqs: t.faqs,
        seoTitle: t.seo_title,
        metaDescription: t.meta_description,
        ogTitle: t.og_title,
        ogDescription: t.og_description,
        crossSellEnabled: false,
        crossSellProjectId: '',
      },
    }
  }
  return {
    slug: p.slug,
    developerId,
    status: p.status,
    isActive: p.is_active,
    isPopular: p.is_popular,
    showCalculator: p.show_calculator,
    showExitIntent: p.show_exit_intent,
    sortOrder: p.sort_order,
    logoMediaId: await image(seedImages.projectLogo(p.slug), logoAlt),
    logoLargeMediaId: await image(seedImages.projectLogo(p.slug), logoAlt),
    thumbnailMediaId: await image(seedImages.projectThumbnail(p.slug), {
      en: p.en.title,
      ar: p.ar.title,
    }),
    heroMediaId: await image(seedImages.projectHero(p.slug), {
      en: p.en.hero_headline ?? p.en.title,
      ar: p.ar.hero_headline ?? p.ar.title,
    }),
    masterplanMediaId: await image(seedImages.projectMasterplan(p.slug), {
      en: `${p.en.title} master plan`,
      ar: `المخطط العام لـ${p.ar.title}`,
    }),
    gallery: [],
    basePath: `/${p.slug}`,
    whatsappNumber: p.whatsapp_number,
    contactPhone: p.contact_phone,
    contactEmail: p.contact_email,
    mapLatitude: p.map_latitude,
    mapLongitude: p.map_longitude,
    deliveryYear: p.delivery_year,
    downPaymentPercent: p.down_payment_percent,
    installmentYears: p.installment_years,
    en: texts('en'),
    ar: texts('ar'),
  }
}

/** The project form's cross-sell fields, in both languages, pointing at `target`. */
export function withCrossSell(values: ProjectValues, target: string): ProjectValues {
  const link = (texts: ProjectValues['en']) => ({
    ...texts,
    sections: { ...texts.sections, crossSellEnabled: true, crossSellProjectId: target },
  })
  return { ...values, en: link(values.en), ar: link(values.ar) }
}

export async function unitValues(
  u: UnitSeed,
  projectId: string,
  image: SeedImage,
): Promise<UnitValues> {
  const texts = (locale: Locale) => ({
    title: u[locale].title,
    description: u[locale].description,
    priceLabel: u[locale].price_label,
  })
  return {
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
    downPaymentEgp: null,
    monthlyInstallmentEgp: null,
    imageMediaId: await image(seedImages.unitImage(u.unit_type), {
      en: u.en.title,
      ar: u.ar.title,
    }),
    floorplanMediaId: await image(seedImages.floorplan(u.unit_type, u.bedrooms), {
      en: `${u.en.title} floor plan`,
      ar: `مخطط ${u.ar.title}`,
    }),
    en: texts('en'),
    ar: texts('ar'),
  }
}
