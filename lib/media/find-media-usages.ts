import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { developerNameIn, projectTitleIn, unitTitleIn } from '@/lib/db/record-names'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import type { Locale } from '@/lib/i18n/locales'
import { mediaRefsSql } from './media-refs-sql'
import { usageLabel, type Translate } from './media-usage-label'

export type MediaUsage = {
  entity: 'developer' | 'project' | 'unit'
  entityId: string
  /** logo, hero, thumbnail, largeLogo, masterPlan, image, floorPlan, gallery */
  role: string
  /** The record's name in the asked language, else English (or its slug). */
  name: string
  /** The record's form, or the trash for a record in it. */
  href: string
  inTrash: boolean
}

type Row = {
  entity: MediaUsage['entity']
  entity_id: string
  role: string
  name: string
  in_trash: boolean
}

/**
 * Where a library item is used, by name in `locale` (English where none), in the records' order. A unit whose project is
 * in the trash counts as in the trash with it.
 */
export async function findMediaUsages(
  q: Queryable,
  mediaId: string,
  locale: Locale = 'en',
): Promise<MediaUsage[]> {
  const result = (await q.execute(sql`
    select distinct r.entity, r.entity_id, r.role,
           case r.entity
             when 'developer' then coalesce(${developerNameIn(locale, sql`d.id`)}, d.slug)
             when 'project' then coalesce(${projectTitleIn(locale, sql`p.id`)}, p.slug)
             else coalesce(${unitTitleIn(locale, sql`u.id`)}, u.slug)
           end as name,
           coalesce(d.deleted_at, p.deleted_at, u.deleted_at, up.deleted_at) is not null as in_trash
      from (${mediaRefsSql([mediaId])}) r
      left join developers d on r.entity = 'developer' and d.id = r.entity_id
      left join projects p on r.entity = 'project' and p.id = r.entity_id
      left join project_units u on r.entity = 'unit' and u.id = r.entity_id
      left join projects up on up.id = u.project_id
     order by r.entity, name, r.role`)) as unknown as { rows: Row[] }
  return result.rows.map((row) => ({
    entity: row.entity,
    entityId: row.entity_id,
    role: row.role,
    name: row.name,
    href: row.in_trash ? '/admin/trash' : `/admin/${row.entity}s/${row.entity_id}`,
    inTrash: row.in_trash,
  }))
}

/** "Project X — hero; Developer Y — logo (in the trash)", for refusals, in the reader's language. */
export function describeUsages(usages: MediaUsage[], locale: Locale) {
  const t = adminTranslator(locale) as unknown as Translate
  return usages
    .map((usage) => `${usageLabel(usage, t)}${usage.inTrash ? t('media.usage.inTrash') : ''}`)
    .join(t('media.usage.separator'))
}
