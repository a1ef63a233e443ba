import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'

/**
 * A staff member away (leave, a day of viewings) or back: while away, automatic assignment
 * passes them by; the leads they have stay theirs.
 */
export async function setAway(userId: string, away: boolean, now = new Date()): Promise<void> {
  await db()
    .update(users)
    .set({ awaySince: away ? now : null })
    .where(eq(users.id, userId))
}
