import 'server-only'
import { asc } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { inLocale, developerTexts } from './in-locale'
import { loadPublicMedia } from '@/lib/media/load-public-media'
import type { PublicMedia } from '@/lib/media/public-media'
import { cachedRead } from './cache'
import { visibleDeveloper } from './visibility'

export type DeveloperSummary = {
  id: string
  slug: string
  /** Null until the logo's file is imported (the marquee then shows the default logo). */
  logo: PublicMedia | null
  name: string
  tagline: string | null
  description: string | null
}

export async function queryPublicDevelopers({
  locale,
}: {
  locale: Locale
}): Promise<DeveloperSummary[]> {
  const rows = await db()
    .select({
      id: developers.id,
      slug: developers.slug,
      logoMediaId: developers.logoMediaId,
      name: developerTranslations.name,
      tagline: developerTranslations.tagline,
      description: developerTranslations.description,
    })
    .from(developers)
    .innerJoin(developerTranslations, inLocale(developerTexts, developers.id, locale))
    .where(visibleDeveloper)
    .orderBy(asc(developers.sortOrder), asc(developers.slug))
  const media = await loadPublicMedia(
    rows.map((row) => row.logoMediaId),
    locale,
  )
  return rows.map(({ logoMediaId, ...row }) => ({ ...row, logo: media.get(logoMediaId) ?? null }))
}

export const listPublicDevelopers = cachedRead('public-developers', queryPublicDevelopers)
