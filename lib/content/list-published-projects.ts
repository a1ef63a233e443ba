import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations, projects, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { inLocale, developerTexts, projectTexts } from './in-locale'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import type { PublicMedia } from '@/lib/media/public-media'
import { startingPriceOf } from './starting-price'
import { cachedRead } from './cache'
import { developerOfProject, visibleProject } from './visibility'

export type ProjectSummary = {
  id: string
  slug: string
  basePath: string
  title: string
  description: string
  keyInfo: string
  thumbnail: PublicMedia | null
  logo: PublicMedia | null
  /** The lowest price of its public units (EGP), or null. */
  startingPrice: number | null
  isPopular: boolean
  developerSlug: string
  developerName: string
}

export type ListPublishedProjectsOptions = { locale: Locale; popularOnly?: boolean }

export async function queryPublishedProjects({
  locale,
  popularOnly = false,
}: ListPublishedProjectsOptions): Promise<ProjectSummary[]> {
  const rows = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      basePath: projects.basePath,
      title: projectTranslations.title,
      description: projectTranslations.description,
      keyInfo: projectTranslations.keyInfo,
      thumbnailMediaId: projects.thumbnailMediaId,
      logoMediaId: projects.logoMediaId,
      startingPrice: startingPriceOf(projects.id),
      isPopular: projects.isPopular,
      developerSlug: developers.slug,
      developerName: developerTranslations.name,
    })
    .from(projects)
    .innerJoin(projectTranslations, inLocale(projectTexts, projects.id, locale))
    .innerJoin(developers, developerOfProject())
    .innerJoin(developerTranslations, inLocale(developerTexts, developers.id, locale))
    .where(popularOnly ? and(visibleProject, eq(projects.isPopular, true)) : visibleProject)
    .orderBy(asc(projects.sortOrder), asc(projects.slug))
  const media = await loadPublicMedia(
    rows.flatMap((row) => [row.thumbnailMediaId, row.logoMediaId]),
    locale,
  )
  return rows.map(({ thumbnailMediaId, logoMediaId, ...row }) => ({
    ...row,
    thumbnail: media.get(thumbnailMediaId) ?? null,
    logo: media.get(logoMediaId) ?? null,
  }))
}

export const listPublishedProjects = cachedRead('published-projects', queryPublishedProjects)
