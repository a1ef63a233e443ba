import 'server-only'
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations, projects, projectTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { inLocale, developerTexts, projectTexts } from './in-locale'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import { startingPriceOf } from './starting-price'
import { cachedRead } from './cache'
import { visibleDeveloper, visibleProject } from './visibility'

export type GetDeveloperPageOptions = { slug: string; locale: Locale }

export function queryDeveloperPage({ slug, locale }: GetDeveloperPageOptions) {
  return readDeveloperPage(and(eq(developers.slug, slug), visibleDeveloper)!, locale)
}

/**
 * A developer by id as its page would show it, published or not (signed draft previews); its
 * project grid still lists only public projects, as visitors would see it once published.
 */
export function queryDeveloperPreview(id: string, locale: Locale) {
  return readDeveloperPage(and(eq(developers.id, id), isNull(developers.deletedAt))!, locale)
}

async function readDeveloperPage(match: SQL, locale: Locale) {
  const [developer] = await db()
    .select({
      id: developers.id,
      slug: developers.slug,
      logoMediaId: developers.logoMediaId,
      heroMediaId: developers.heroMediaId,
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
    .innerJoin(developerTranslations, inLocale(developerTexts, developers.id, locale))
    .where(match)
    .limit(1)
  if (!developer) return null

  const developerProjects = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      basePath: projects.basePath,
      thumbnailMediaId: projects.thumbnailMediaId,
      logoMediaId: projects.logoMediaId,
      startingPrice: startingPriceOf(projects.id),
      title: projectTranslations.title,
      description: projectTranslations.description,
      keyInfo: projectTranslations.keyInfo,
    })
    .from(projects)
    .innerJoin(projectTranslations, inLocale(projectTexts, projects.id, locale))
    .where(and(eq(projects.developerId, developer.id), visibleProject))
    .orderBy(asc(projects.sortOrder), asc(projects.slug))

  const media = await loadPublicMedia(
    [
      developer.logoMediaId,
      developer.heroMediaId,
      ...developerProjects.flatMap((p) => [p.thumbnailMediaId, p.logoMediaId]),
    ],
    locale,
  )
  const { logoMediaId, heroMediaId, ...texts } = developer
  return {
    ...texts,
    logo: media.get(logoMediaId) ?? null,
    hero: (heroMediaId && media.get(heroMediaId)) || null,
    projects: developerProjects.map(({ thumbnailMediaId, logoMediaId: logoId, ...project }) => ({
      ...project,
      thumbnail: media.get(thumbnailMediaId) ?? null,
      logo: media.get(logoId) ?? null,
    })),
  }
}

export type DeveloperPage = NonNullable<Awaited<ReturnType<typeof readDeveloperPage>>>

export const getDeveloperPage = cachedRead('developer-page', queryDeveloperPage)
