import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Locale } from '@/lib/i18n/locales'

/**
 * A record's name in the viewer's language, English where that language has none (any other
 * text last), null when it has none at all. A subquery, so it drops into any read's select
 * without a join; its own alias keeps it apart from the outer query's tables.
 */
/** A column with its table's name: a one-table query would print it bare, read as `n`'s own. */
const qualified = (id: AnyPgColumn | SQL) =>
  is(id, Column) ? sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}` : id

const nameIn =
  (table: string, key: string, text: string) =>
  (locale: Locale, id: AnyPgColumn | SQL): SQL<string | null> =>
    sql<string | null>`(select n.${sql.raw(text)} from ${sql.raw(table)} n
      where n.${sql.raw(key)} = ${qualified(id)}
      order by (n.locale = ${locale}) desc, (n.locale = 'en') desc limit 1)`

/** A project's title in a language (lead lists, charts, drop-downs, the greeting). */
export const projectTitleIn = nameIn('project_translations', 'project_id', 'title')

/** A developer's name in a language. */
export const developerNameIn = nameIn('developer_translations', 'developer_id', 'name')

/** A unit's title in a language. */
export const unitTitleIn = nameIn('unit_translations', 'unit_id', 'title')

/** A staff member's name as the portal shows it in a language: their Arabic one in Arabic. */
export const staffNameIn = (locale: Locale, user: { name: AnyPgColumn; nameAr: AnyPgColumn }) =>
  locale === 'ar'
    ? sql<string>`coalesce(nullif(btrim(${user.nameAr}), ''), ${user.name})`
    : sql<string>`${user.name}`

/**
 * A staff member named by their id in a language: their Arabic name in Arabic, else `fallback`
 * (the name a log entry was written with, or their English one). A subquery: no join needed.
 */
export const staffNameByIdIn = (
  locale: Locale,
  id: AnyPgColumn | SQL,
  fallback: AnyPgColumn | SQL,
): SQL<string | null> =>
  locale === 'ar'
    ? sql<string | null>`coalesce((select nullif(btrim(s.name_ar), '') from users s
        where s.id = ${qualified(id)}), ${qualified(fallback)})`
    : sql<string | null>`${qualified(fallback)}`
