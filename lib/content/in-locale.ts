import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { developerTranslations, projectTranslations, unitTranslations } from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'

/** A translations table as a join needs it: its owner column and its locale column. */
export type Translations = { owner: PgColumn; locale: PgColumn }

/**
 * The join of a record to its translation in `locale`, falling back to the English one when
 * that language is missing: one condition every public read uses, so a record never vanishes
 * from a page (or shows half its text) because one language was not written.
 */
export function inLocale(translations: Translations, owner: PgColumn, locale: Locale): SQL {
  const { owner: ownerColumn, locale: localeColumn } = translations
  const own = eq(ownerColumn, owner)
  if (locale === 'en') return and(own, eq(localeColumn, 'en'))!
  const missing = sql`not exists (select 1 from ${ownerColumn.table} as fallback
    where fallback.${sql.identifier(ownerColumn.name)} = ${owner}
      and fallback.${sql.identifier(localeColumn.name)} = ${locale})`
  return and(own, sql`(${localeColumn} = ${locale} or (${localeColumn} = 'en' and ${missing}))`)!
}

/** The translation tables of the public reads. */
export const projectTexts: Translations = {
  owner: projectTranslations.projectId,
  locale: projectTranslations.locale,
}
export const developerTexts: Translations = {
  owner: developerTranslations.developerId,
  locale: developerTranslations.locale,
}
export const unitTexts: Translations = {
  owner: unitTranslations.unitId,
  locale: unitTranslations.locale,
}
