import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations, projects, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { cachedRead, contentTags } from './cache'
import { visibleDeveloper, visibleProject } from './visibility'

export type GetDeveloperPageOptions = { slug: string; locale: Locale }

export async function queryDeveloperPage({ slug, locale }: GetDeveloperPageOptions) {
  const [developer] = await db()
    .select({
      id: developers.id,
      slug: developers.slug,
      logoUrl: developers.logoUrl,
      heroBgUrl: developers.heroBgUrl,
      seoCanonicalUrl: developers.seoCanonicalUrl,
      name: developerTranslations.name,
      tagline: developerTranslations.tagline,
      description: developerTranslations.description,
      seoTitle: developerTranslations.seoTitle,
      metaDescription: developerTranslations.metaDescription,
      ogTitle: developerTranslations.ogTitle,
      ogDescription: developerTranslations.ogDescription,
      aboutHeading: developerTranslations.aboutHeading,
      projectsHeading: developerTranslations.projectsHeading,
      ctaLabel: developerTranslations.ctaLabel,
      heroParagraph: developerTranslations.heroParagraph,
      aboutParagraphs: developerTranslations.aboutParagraphs,
    })
    .from(developers)
    .innerJoin(
      developerTranslations,
      and(
        eq(developerTranslations.developerId, developers.id),
        eq(developerTranslations.locale, locale),
      ),
    )
    .where(and(eq(developers.slug, slug), visibleDeveloper))
    .limit(1)
  if (!developer) return null

  const developerProjects = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      basePath: projects.basePath,
      thumbnailUrl: projects.thumbnailUrl,
      logoUrl: projects.logoUrl,
      title: projectTranslations.title,
      description: projectTranslations.description,
      keyInfo: projectTranslations.keyInfo,
    })
    .from(projects)
    .innerJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, locale)),
    )
    .where(and(eq(projects.developerId, developer.id), visibleProject))
    .orderBy(asc(projects.sortOrder), asc(projects.slug))

  return { ...developer, projects: developerProjects }
}

export type DeveloperPage = NonNullable<Awaited<ReturnType<typeof queryDeveloperPage>>>

export const getDeveloperPage = cachedRead('developer-page', queryDeveloperPage, ({ slug }) => [
  contentTags.developer(slug),
  contentTags.projects,
])
