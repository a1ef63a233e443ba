import 'server-only'
import { and, asc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import {
  developers,
  developerTranslations,
  projectGalleryItems,
  projects,
  projectSections,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { inLocale, developerTexts, projectTexts, unitTexts } from './in-locale'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import type { PublicMedia } from '@/lib/media/public-media'
import { cachedRead } from './cache'
import { readCrossSellProject } from './read-cross-sell-project'
import { developerOfProject, visibleDeveloper, visibleProject, visibleUnit } from './visibility'

const {
  id: sectionsRowId,
  projectId: _spid,
  locale: _sl,
  createdAt: _sc,
  updatedAt: _su,
  ...sectionColumns
} = getTableColumns(projectSections)

export type ProjectUnit = {
  id: string
  slug: string
  unitType: string
  areaSqm: number | null
  bedrooms: number | null
  availabilityStatus: 'available' | 'sold' | 'reserved'
  image: PublicMedia | null
  /** An image, or a PDF (opened as a file). */
  floorplan: PublicMedia | null
  title: string
  description: string | null
  priceLabel: string | null
  /** Whole EGP; null: price on request. */
  priceEgp: number | null
  downPaymentEgp: number | null
  monthlyInstallmentEgp: number | null
}

/**
 * What a read may show: the public sees live, active, published rows (spec §4); a signed draft
 * preview shows any row that is not in the trash.
 */
export type ContentScope = 'public' | 'preview'

const scoped = {
  public: { project: visibleProject, developer: visibleDeveloper, unit: visibleUnit },
  preview: {
    project: isNull(projects.deletedAt),
    developer: isNull(developers.deletedAt),
    unit: isNull(projectUnits.deletedAt),
  },
} satisfies Record<ContentScope, Record<string, SQL | undefined>>

async function queryUnits(projectId: string, locale: Locale, scope: ContentScope) {
  return db()
    .select({
      id: projectUnits.id,
      slug: projectUnits.slug,
      unitType: projectUnits.unitType,
      areaSqm: projectUnits.areaSqm,
      bedrooms: projectUnits.bedrooms,
      availabilityStatus: projectUnits.availabilityStatus,
      imageMediaId: projectUnits.imageMediaId,
      floorplanMediaId: projectUnits.floorplanMediaId,
      title: unitTranslations.title,
      description: unitTranslations.description,
      priceLabel: unitTranslations.priceLabel,
      priceEgp: projectUnits.priceEgp,
      downPaymentEgp: projectUnits.downPaymentEgp,
      monthlyInstallmentEgp: projectUnits.monthlyInstallmentEgp,
    })
    .from(projectUnits)
    .innerJoin(unitTranslations, inLocale(unitTexts, projectUnits.id, locale))
    .where(and(eq(projectUnits.projectId, projectId), scoped[scope].unit))
    .orderBy(asc(projectUnits.sortOrder), asc(projectUnits.slug))
}

export type GetProjectPageOptions = { slug: string; locale: Locale }

export function queryProjectPage({ slug, locale }: GetProjectPageOptions) {
  return readProjectPage(eq(projects.slug, slug), locale, 'public')
}

/** A project by id as its page would show it, published or not (signed draft previews). */
export function queryProjectPreview(id: string, locale: Locale) {
  return readProjectPage(eq(projects.id, id), locale, 'preview')
}

async function readProjectPage(match: SQL, locale: Locale, scope: ContentScope) {
  const [row] = await db()
    .select({
      project: {
        id: projects.id,
        slug: projects.slug,
        basePath: projects.basePath,
        showCalculator: projects.showCalculator,
        showExitIntent: projects.showExitIntent,
        logoMediaId: projects.logoMediaId,
        logoLargeMediaId: projects.logoLargeMediaId,
        thumbnailMediaId: projects.thumbnailMediaId,
        heroMediaId: projects.heroMediaId,
        masterplanMediaId: projects.masterplanMediaId,
        whatsappNumber: projects.whatsappNumber,
        contactPhone: projects.contactPhone,
        contactEmail: projects.contactEmail,
        mapLatitude: projects.mapLatitude,
        mapLongitude: projects.mapLongitude,
        deliveryYear: projects.deliveryYear,
        downPaymentPercent: projects.downPaymentPercent,
        installmentYears: projects.installmentYears,
      },
      translation: {
        title: projectTranslations.title,
        description: projectTranslations.description,
        keyInfo: projectTranslations.keyInfo,
        location: projectTranslations.location,
        whatsappMessage: projectTranslations.whatsappMessage,
      },
      developer: { slug: developers.slug, name: developerTranslations.name },
      // Drizzle turns an object from a left join into null when its first column is null: the
      // row's id leads, so an empty hero headline never hides every other section.
      sections: { rowId: sectionsRowId, ...sectionColumns },
    })
    .from(projects)
    .innerJoin(projectTranslations, inLocale(projectTexts, projects.id, locale))
    .innerJoin(developers, developerOfProject(scoped[scope].developer))
    .innerJoin(developerTranslations, inLocale(developerTexts, developers.id, locale))
    .leftJoin(
      projectSections,
      and(eq(projectSections.projectId, projects.id), eq(projectSections.locale, locale)),
    )
    .where(and(match, scoped[scope].project))
    .limit(1)
  if (!row) return null
  const crossSellId = row.sections?.crossSellEnabled ? row.sections.crossSellProjectId : null
  const [unitRows, gallery, crossSell] = await Promise.all([
    queryUnits(row.project.id, locale, scope),
    db()
      .select({
        mediaId: projectGalleryItems.mediaId,
        captionEn: projectGalleryItems.captionEn,
        captionAr: projectGalleryItems.captionAr,
      })
      .from(projectGalleryItems)
      .where(eq(projectGalleryItems.projectId, row.project.id))
      .orderBy(asc(projectGalleryItems.sortOrder)),
    crossSellId ? readCrossSellProject(crossSellId, locale) : null,
  ])
  const {
    logoMediaId,
    logoLargeMediaId,
    thumbnailMediaId,
    heroMediaId,
    masterplanMediaId,
    ...base
  } = row.project
  const media = await loadPublicMedia(
    [
      logoMediaId,
      logoLargeMediaId,
      thumbnailMediaId,
      heroMediaId,
      masterplanMediaId,
      ...gallery.map((item) => item.mediaId),
      ...unitRows.flatMap((unit) => [unit.imageMediaId, unit.floorplanMediaId]),
    ],
    locale,
  )
  const item = (id: string | null) => (id ? (media.get(id) ?? null) : null)
  const units: ProjectUnit[] = unitRows.map(({ imageMediaId, floorplanMediaId, ...unit }) => ({
    ...unit,
    image: item(imageMediaId),
    floorplan: item(floorplanMediaId),
  }))
  return {
    ...base,
    logo: item(logoMediaId),
    logoLarge: item(logoLargeMediaId),
    thumbnail: item(thumbnailMediaId),
    hero: item(heroMediaId),
    masterplan: item(masterplanMediaId),
    gallery: gallery.flatMap(({ mediaId, captionEn, captionAr }) => {
      const image = item(mediaId)
      return image ? [{ image, caption: (locale === 'ar' ? captionAr : captionEn) ?? null }] : []
    }),
    ...row.translation,
    developer: row.developer,
    sections: row.sections ? withoutRowId(row.sections) : null,
    units,
    /** The project's "from" price: its lowest unit price (EGP), or null. */
    startingPrice: lowestPrice(units),
    crossSell,
  }
}

const withoutRowId = <T extends { rowId: string }>({ rowId: _id, ...sections }: T) => sections

const lowestPrice = (units: ProjectUnit[]) => {
  const prices = units.flatMap((unit) => (unit.priceEgp ? [unit.priceEgp] : []))
  return prices.length > 0 ? Math.min(...prices) : null
}

export type ProjectPage = NonNullable<Awaited<ReturnType<typeof readProjectPage>>>

export const getProjectPage = cachedRead('project-page', queryProjectPage)
