import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import { cachedRead, contentTags } from './cache'
import { visibleDeveloper } from './visibility'

export type DeveloperSummary = {
  id: string
  slug: string
  logoUrl: string
  name: string
  tagline: string | null
  description: string | null
}

export async function queryPublicDevelopers({
  locale,
}: {
  locale: Locale
}): Promise<DeveloperSummary[]> {
  return db()
    .select({
      id: developers.id,
      slug: developers.slug,
      logoUrl: developers.logoUrl,
      name: developerTranslations.name,
      tagline: developerTranslations.tagline,
      description: developerTranslations.description,
    })
    .from(developers)
    .innerJoin(
      developerTranslations,
      and(
        eq(developerTranslations.developerId, developers.id),
        eq(developerTranslations.locale, locale),
      ),
    )
    .where(visibleDeveloper)
    .orderBy(asc(developers.sortOrder), asc(developers.slug))
}

export const listPublicDevelopers = cachedRead('public-developers', queryPublicDevelopers, () => [
  contentTags.developers,
])
