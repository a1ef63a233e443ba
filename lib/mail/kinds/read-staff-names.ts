import 'server-only'
import { inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import type { StaffNames } from '../mail-kind'

/** Staff named in a mail (not mailed), by id: deactivated accounts too, they are only named. */
export async function readStaffNames(ids: string[]): Promise<Map<string, StaffNames>> {
  const wanted = [...new Set(ids.filter(Boolean))]
  if (!wanted.length) return new Map()
  const rows = await db()
    .select({ id: users.id, name: users.name, nameAr: users.nameAr })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((row) => [row.id, { name: row.name, nameAr: row.nameAr }]))
}
