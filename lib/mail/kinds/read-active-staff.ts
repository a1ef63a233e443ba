import 'server-only'
import { and, inArray, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'

/**
 * The staff a batch of mails goes to, by id, read when the mails are sent: an account
 * deactivated meanwhile is left out (it gets no personal data), and each one's language.
 */
export async function readActiveStaff(ids: string[]) {
  const rows = await db()
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      nameAr: users.nameAr,
      locale: users.locale,
    })
    .from(users)
    .where(and(inArray(users.id, ids.filter(Boolean).concat(['-'])), isNull(users.deactivatedAt)))
  return new Map(rows.map((row) => [row.id, row]))
}
