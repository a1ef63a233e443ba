import 'server-only'
import { sql } from 'drizzle-orm'
import type { Queryable } from '@/lib/db/types'
import type { TrashKind } from './trash-kinds'

const NAMES: Record<TrashKind, ReturnType<typeof sql>> = {
  developer: sql`select coalesce(t.name, d.slug) as name from developers d
    left join developer_translations t on t.developer_id = d.id and t.locale = 'en' where d.id = `,
  project: sql`select coalesce(t.title, p.slug) as name from projects p
    left join project_translations t on t.project_id = p.id and t.locale = 'en' where p.id = `,
  unit: sql`select coalesce(t.title, u.slug) as name from project_units u
    left join unit_translations t on t.unit_id = u.id and t.locale = 'en' where u.id = `,
  media: sql`select m.original_name as name from media m where m.id = `,
}

/** What the activity log calls a trash item (its English name), read before it changes. */
export async function trashItemLabel(q: Queryable, kind: TrashKind, id: string): Promise<string> {
  const result = (await q.execute(sql`${NAMES[kind]}${id}::uuid`)) as unknown as {
    rows: { name: string }[]
  }
  return result.rows[0]?.name ?? id
}
