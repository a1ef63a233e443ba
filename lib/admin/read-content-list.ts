import 'server-only'
import { count, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { listThumbUrl } from '@/lib/media/media-thumb-url'
import { type ListPage, readListPage } from '@/lib/validation/paging'

/** One content list (developers, projects, units): what it reads and how it orders it. */
export type ContentListRead<Fields extends SelectedFieldsFlat, Row> = {
  page: number
  table: PgTable
  /** The joins its search reads (the English texts, a unit's live project): count and rows alike. */
  join: (query: PgSelect) => PgSelect
  where: SQL | undefined
  fields: Fields
  /** The library image each row shows as a thumbnail (a logo, a unit's picture). */
  imageId: AnyPgColumn
  orderBy: SQL[]
  /** The row as the list hands it out, with its thumbnail's address (null: none to show). */
  toRow: (row: SelectResultFields<Fields>, thumbUrl: string | null) => Row
}

const thumb = { id: media.id, width: media.width, status: media.status, deletedAt: media.deletedAt }

type Read<Fields extends SelectedFieldsFlat> = {
  row: SelectResultFields<Fields>
  thumb: SelectResultFields<typeof thumb> | null
}

/**
 * A page of a content list: the matches counted and read through the same joins and filter,
 * each row's image joined for its list thumbnail.
 */
export async function readContentList<Fields extends SelectedFieldsFlat, Row>(
  list: ContentListRead<Fields, Row>,
): Promise<ListPage<Row>> {
  const { table, join, where } = list
  // The list's joins are dynamic, so drizzle no longer types what they read: it is `fields`.
  const counted = join(db().select({ total: count() }).from(table).$dynamic()).where(where)
  const rows = join(db().select({ row: list.fields, thumb }).from(table).$dynamic())
    .leftJoin(media, eq(media.id, list.imageId))
    .where(where)
    .orderBy(...list.orderBy)
  return readListPage(
    list.page,
    async () => ((await counted) as { total: number }[])[0]?.total ?? 0,
    async (offset, limit) =>
      ((await rows.limit(limit).offset(offset)) as Read<Fields>[]).map(({ row, thumb }) =>
        list.toRow(row, listThumbUrl(thumb)),
      ),
  )
}
