import 'server-only'
import { and, eq, gt, min } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, projects, projectTranslations, projectUnits } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { inLocale, projectTexts } from './in-locale'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import type { PublicMedia } from '@/lib/media/public-media'
import { developerOfProject, visibleProject, visibleUnit } from './visibility'

export type CrossSellProject = {
  slug: string
  basePath: string | null
  title: string
  keyInfo: string
  thumbnail: PublicMedia | null
  /** Lowest unit price in EGP, or null when no unit states one. */
  startingPrice: number | null
}

/** The project a landing page recommends, if it is public, with its lowest unit price. */
export async function readCrossSellProject(
  projectId: string,
  locale: Locale,
): Promise<CrossSellProject | null> {
  const [project] = await db()
    .select({
      slug: projects.slug,
      basePath: projects.basePath,
      thumbnailMediaId: projects.thumbnailMediaId,
      title: projectTranslations.title,
      keyInfo: projectTranslations.keyInfo,
    })
    .from(projects)
    .innerJoin(projectTranslations, inLocale(projectTexts, projects.id, locale))
    .innerJoin(developers, developerOfProject())
    .where(and(eq(projects.id, projectId), visibleProject))
    .limit(1)
  if (!project) return null
  const [lowest] = await db()
    .select({ price: min(projectUnits.priceEgp) })
    .from(projectUnits)
    .where(and(eq(projectUnits.projectId, projectId), visibleUnit, gt(projectUnits.priceEgp, 0)))
  const { thumbnailMediaId, ...texts } = project
  const media = await loadPublicMedia([thumbnailMediaId], locale)
  return {
    ...texts,
    thumbnail: media.get(thumbnailMediaId) ?? null,
    startingPrice: lowest?.price == null ? null : Number(lowest.price),
  }
}
