import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, projects, projectUnits } from '@/lib/db/schema'
import { NotFoundError } from '@/lib/actions/not-found-error'
import { isRecordId } from '@/lib/validation/record-id'

const tables = { developer: developers, project: projects, unit: projectUnits } as const

/** Spec §4 delete: stamps deleted_at and who did it; the admin Trash lists and restores it. */
export async function softDelete(
  kind: keyof typeof tables,
  id: string,
  deletedBy: string | null = null,
): Promise<void> {
  const table = tables[kind]
  if (!isRecordId(id))
    throw new NotFoundError(`${kind[0]?.toUpperCase()}${kind.slice(1)} not found`)
  const [row] = await db()
    .update(table)
    .set({ deletedAt: new Date(), deletedBy })
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id })
  if (!row) throw new NotFoundError(`${kind[0]?.toUpperCase()}${kind.slice(1)} not found`)
}
