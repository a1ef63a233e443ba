import 'server-only'
import { asc, eq, inArray } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

export type StaffMember = { id: string; name: string; email: string }

/** Who can be given leads: everyone with a staff role (admin or moderator). */
export async function listStaff(q: Queryable = db()): Promise<StaffMember[]> {
  return q
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, ['admin', 'moderator']))
    .orderBy(asc(users.name), asc(users.email))
}
