import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import { adminTranslator } from '@/lib/admin-i18n/admin-translator'
import type { Locale } from '@/lib/i18n/locales'
import { mediaRefsSql } from './media-refs-sql'
import { usageLabel, type Translate } from './media-usage-label'

export type MediaUsage = {
  entity: 'developer' | 'project' | 'unit'
  entityId: string
  /** logo, hero, thumbnail, largeLogo, masterPlan, image, floorPlan, gallery */
  role: string
  /** The record's English name (or its slug). */
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
 * Where a library item is used, by English name, in the records' order. A unit whose project is
 * in the trash counts as in the trash with it.
 */
export async function findMediaUsages(q: Queryable, mediaId: string): Promise<MediaUsage[]> {
  const result = (await q.execute(sql`
    select distinct r.entity, r.entity_id, r.role,
           case r.entity
             when 'developer' then coalesce(dt.name, d.slug)
             when 'project' then coalesce(pt.title, p.slug)
             else coalesce(ut.title, u.slug)
           end as name,
           coalesce(d.deleted_at, p.deleted_at, u.deleted_at, up.deleted_at) is not null as in_trash
      from (${mediaRefsSql([mediaId])}) r
      left join developers d on r.entity = 'developer' and d.id = r.entity_id
      left join developer_translations dt on dt.developer_id = d.id and dt.locale = 'en'
      left join projects p on r.entity = 'project' and p.id = r.entity_id
      left join project_translations pt on pt.project_id = p.id and pt.locale = 'en'
      left join project_units u on r.entity = 'unit' and u.id = r.entity_id
      left join unit_translations ut on ut.unit_id = u.id and ut.locale = 'en'
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
