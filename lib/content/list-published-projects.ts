import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations, projects, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { cachedRead, contentTags } from './cache'
import { visibleDeveloper, visibleProject } from './visibility'

export type ProjectSummary = {
  id: string
  slug: string
  basePath: string
  title: string
  description: string
  keyInfo: string
  thumbnailUrl: string
  logoUrl: string
  isPopular: boolean
  developerSlug: string
  developerName: string
}

export type ListPublishedProjectsOptions = { locale: Locale; popularOnly?: boolean }

export async function queryPublishedProjects({
  locale,
  popularOnly = false,
}: ListPublishedProjectsOptions): Promise<ProjectSummary[]> {
  return db()
    .select({
      id: projects.id,
      slug: projects.slug,
      basePath: projects.basePath,
      title: projectTranslations.title,
      description: projectTranslations.description,
      keyInfo: projectTranslations.keyInfo,
      thumbnailUrl: projects.thumbnailUrl,
      logoUrl: projects.logoUrl,
      isPopular: projects.isPopular,
      developerSlug: developers.slug,
      developerName: developerTranslations.name,
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
    .where(popularOnly ? and(visibleProject, eq(projects.isPopular, true)) : visibleProject)
    .orderBy(asc(projects.sortOrder), asc(projects.slug))
}

export const listPublishedProjects = cachedRead(
  'published-projects',
  queryPublishedProjects,
  () => [contentTags.projects, contentTags.developers],
)
