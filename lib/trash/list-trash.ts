import 'server-only'
import { sql } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { developerNameIn, projectTitleIn, unitTitleIn } from '@/lib/db/record-names'
import type { Locale } from '@/lib/i18n/locales'
import { clampPage, PAGE_SIZE, type ListPage } from '@/lib/validation/paging'
import type { TrashKind } from './trash-kinds'
import { trashScopeOf, type TrashScope } from './trash-scope'

export type TrashRow = {
  kind: TrashKind
  id: string
  name: string
  /** The developer of a project, the project of a unit. */
  parent: string | null
  deletedAt: Date
  deletedBy: string | null
}

type RawRow = {
  kind: TrashKind
  id: string
  name: string
  parent: string | null
  deleted_at: Date | string
  deleted_by: string | null
  total: number
}

// Names in the viewer's language (English where it has none: lib/db/record-names). A unit
// under a deleted project is not listed: restoring the project brings it back.
const trashOf = (locale: Locale) => {
  const by =
    locale === 'ar'
      ? sql`coalesce(nullif(btrim(u.name_ar), ''), u.name, u.email)`
      : sql`coalesce(u.name, u.email)`
  return sql`
  select 'developer' as kind, d.id, coalesce(${developerNameIn(locale, sql`d.id`)}, d.slug) as name,
         null as parent, d.deleted_at, ${by} as deleted_by, d.deleted_by as deleted_by_id
    from developers d
    left join users u on u.id = d.deleted_by
   where d.deleted_at is not null
  union all
  select 'project', p.id, coalesce(${projectTitleIn(locale, sql`p.id`)}, p.slug),
         coalesce(${developerNameIn(locale, sql`dev.id`)}, dev.slug),
         p.deleted_at, ${by}, p.deleted_by
    from projects p
    join developers dev on dev.id = p.developer_id
    left join users u on u.id = p.deleted_by
   where p.deleted_at is not null
  union all
  select 'unit', pu.id, coalesce(${unitTitleIn(locale, sql`pu.id`)}, pu.slug),
         coalesce(${projectTitleIn(locale, sql`pr.id`)}, pr.slug),
         pu.deleted_at, ${by}, pu.deleted_by
    from project_units pu
    join projects pr on pr.id = pu.project_id
    left join users u on u.id = pu.deleted_by
   where pu.deleted_at is not null
  union all
  select 'media', m.id, m.original_name, null, m.deleted_at, ${by}, m.deleted_by
    from media m
    left join users u on u.id = m.deleted_by
   where m.deleted_at is not null`
}

const within = (scope: TrashScope) =>
  scope
    ? sql`trash.deleted_by_id = ${scope.deletedBy} and trash.deleted_at >= ${scope.since}`
    : sql`true`

/** The trash, newest first: all of it for an admin, a moderator's own recent deletions. */
export async function listTrash({
  viewer,
  page,
}: {
  viewer: Viewer
  page: number
}): Promise<ListPage<TrashRow>> {
  requirePermission(viewer, 'content')
  const scope = trashScopeOf(viewer)
  const TRASH = trashOf(viewer.locale ?? 'en')
  const read = async (offset: number) =>
    (
      (await db().execute(sql`
        select trash.*, count(*) over ()::int as total
          from (${TRASH}) trash
         where ${within(scope)}
         order by trash.deleted_at desc, trash.id
         limit ${PAGE_SIZE} offset ${offset}`)) as unknown as { rows: RawRow[] }
    ).rows
  let rows = await read((page - 1) * PAGE_SIZE)
  let total = rows[0]?.total ?? 0
  // Past the end (items restored meanwhile): show the last page.
  if (rows.length === 0 && page > 1) {
    const [countRow] = (
      (await db().execute(
        sql`select count(*)::int as total from (${TRASH}) trash where ${within(scope)}`,
      )) as unknown as {
        rows: { total: number }[]
      }
    ).rows
    total = countRow?.total ?? 0
    rows = total ? await read(clampPage(page, total).offset) : []
  }
  const { page: shown, pageCount } = clampPage(page, total)
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      parent: row.parent,
      deletedAt: new Date(row.deleted_at),
      deletedBy: row.deleted_by,
    })),
    total,
    page: shown,
    pageCount,
  }
}
