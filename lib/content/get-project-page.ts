import 'server-only'
import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import {
  developers,
  developerTranslations,
  projects,
  projectSections,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { cachedRead, contentTags } from './cache'
import { queryCrossSellProject } from './get-cross-sell-project'
import { visibleDeveloper, visibleProject, visibleUnit } from './visibility'

const {
  id: _sid,
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
  imageUrl: string | null
  floorplanUrl: string | null
  title: string
  description: string | null
  priceLabel: string | null
  priceValue: string | null
}

async function queryUnits(projectId: string, locale: Locale): Promise<ProjectUnit[]> {
  return db()
    .select({
      id: projectUnits.id,
      slug: projectUnits.slug,
      unitType: projectUnits.unitType,
      areaSqm: projectUnits.areaSqm,
      bedrooms: projectUnits.bedrooms,
      availabilityStatus: projectUnits.availabilityStatus,
      imageUrl: projectUnits.imageUrl,
      floorplanUrl: projectUnits.floorplanUrl,
      title: unitTranslations.title,
      description: unitTranslations.description,
      priceLabel: unitTranslations.priceLabel,
      priceValue: unitTranslations.priceValue,
    })
    .from(projectUnits)
    .innerJoin(
      unitTranslations,
      and(eq(unitTranslations.unitId, projectUnits.id), eq(unitTranslations.locale, locale)),
    )
    .where(and(eq(projectUnits.projectId, projectId), visibleUnit))
    .orderBy(asc(projectUnits.sortOrder), asc(projectUnits.slug))
}

export type GetProjectPageOptions = { slug: string; locale: Locale }

export async function queryProjectPage({ slug, locale }: GetProjectPageOptions) {
  const [row] = await db()
    .select({
      project: {
        id: projects.id,
        slug: projects.slug,
        basePath: projects.basePath,
        showCalculator: projects.showCalculator,
        showExitIntent: projects.showExitIntent,
        logoUrl: projects.logoUrl,
        logoUrlLarge: projects.logoUrlLarge,
        thumbnailUrl: projects.thumbnailUrl,
        heroBgUrl: projects.heroBgUrl,
        masterplanImageUrl: projects.masterplanImageUrl,
        whatsappNumber: projects.whatsappNumber,
        whatsappMessage: projects.whatsappMessage,
        contactPhone: projects.contactPhone,
        contactEmail: projects.contactEmail,
        mapLatitude: projects.mapLatitude,
        mapLongitude: projects.mapLongitude,
      },
      translation: {
        title: projectTranslations.title,
        description: projectTranslations.description,
        keyInfo: projectTranslations.keyInfo,
      },
      developer: { slug: developers.slug, name: developerTranslations.name },
      sections: sectionColumns,
    })
    .from(projects)
    .innerJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, locale)),
    )
    .innerJoin(developers, and(eq(developers.id, projects.developerId), visibleDeveloper))
    .innerJoin(
      developerTranslations,
      and(
        eq(developerTranslations.developerId, developers.id),
        eq(developerTranslations.locale, locale),
      ),
    )
    .leftJoin(
      projectSections,
      and(eq(projectSections.projectId, projects.id), eq(projectSections.locale, locale)),
    )
    .where(and(eq(projects.slug, slug), visibleProject))
    .limit(1)
  if (!row) return null
  const crossSellId = row.sections?.crossSellEnabled ? row.sections.crossSellProjectId : null
  const [units, crossSell] = await Promise.all([
    queryUnits(row.project.id, locale),
    crossSellId ? queryCrossSellProject(crossSellId, locale) : null,
  ])
  return {
    ...row.project,
    ...row.translation,
    developer: row.developer,
    sections: row.sections,
    units,
    crossSell,
  }
}

export type ProjectPage = NonNullable<Awaited<ReturnType<typeof queryProjectPage>>>

// Tagged with every project too: the cross-sell card shows another project's data.
export const getProjectPage = cachedRead('project-page', queryProjectPage, ({ slug }) => [
  contentTags.project(slug),
  contentTags.projects,
])
