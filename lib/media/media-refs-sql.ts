import 'server-only'
import { sql, type SQL } from 'drizzle-orm'

/** Every column that points at a library item: table, column, what owns it, and its role. */
const REFERENCES = [
  ['developers', 'logo_media_id', 'developer', 'id', 'logo'],
  ['developers', 'hero_media_id', 'developer', 'id', 'hero'],
  ['projects', 'logo_media_id', 'project', 'id', 'logo'],
  ['projects', 'thumbnail_media_id', 'project', 'id', 'thumbnail'],
  ['projects', 'hero_media_id', 'project', 'id', 'hero'],
  ['projects', 'logo_large_media_id', 'project', 'id', 'largeLogo'],
  ['projects', 'masterplan_media_id', 'project', 'id', 'masterPlan'],
  ['project_units', 'image_media_id', 'unit', 'id', 'image'],
  ['project_units', 'floorplan_media_id', 'unit', 'id', 'floorPlan'],
  ['project_gallery_items', 'media_id', 'project', 'project_id', 'gallery'],
] as const

/**
 * The references to the given items as rows (media_id, entity, entity_id, role): one SELECT per
 * referencing column, joined with UNION ALL. Records in the trash still count: restoring one
 * must find its images.
 */
export function mediaRefsSql(ids: string[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  return sql.join(
    REFERENCES.map(
      ([table, column, entity, owner, role]) =>
        sql`select ${sql.identifier(column)} as media_id, ${entity}::text as entity, ${sql.identifier(owner)} as entity_id, ${role}::text as role from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list})`,
    ),
    sql` union all `,
  )
}
