import 'server-only'
import { and, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import {
  developers,
  projects,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { parsePrice } from '@/lib/pricing/parse-price'
import { visibleDeveloper, visibleProject, visibleUnit } from './visibility'

export type CrossSellProject = {
  slug: string
  basePath: string | null
  title: string
  keyInfo: string
  thumbnailUrl: string
  /** Lowest parsable unit price in EGP, or null when no unit states one. */
  startingPrice: number | null
}

/** The project a landing page recommends, if it is public, with its lowest unit price. */
export async function queryCrossSellProject(
  projectId: string,
  locale: Locale,
): Promise<CrossSellProject | null> {
  const [project] = await db()
    .select({
      slug: projects.slug,
      basePath: projects.basePath,
      thumbnailUrl: projects.thumbnailUrl,
      title: projectTranslations.title,
      keyInfo: projectTranslations.keyInfo,
    })
    .from(projects)
    .innerJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, locale)),
    )
    .innerJoin(developers, and(eq(developers.id, projects.developerId), visibleDeveloper))
    .where(and(eq(projects.id, projectId), visibleProject))
    .limit(1)
  if (!project) return null
  const prices = await db()
    .select({ priceValue: unitTranslations.priceValue })
    .from(projectUnits)
    .innerJoin(
      unitTranslations,
      and(eq(unitTranslations.unitId, projectUnits.id), eq(unitTranslations.locale, locale)),
    )
    .where(and(eq(projectUnits.projectId, projectId), visibleUnit))
  const parsed = prices
    .map((row) => parsePrice(row.priceValue))
    .filter((price): price is number => price !== null && price > 0)
  return { ...project, startingPrice: parsed.length > 0 ? Math.min(...parsed) : null }
}
