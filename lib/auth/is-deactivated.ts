import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'

/** An admin deactivated this account (Staff): it may not start a session. */
export async function isDeactivated(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
  return Boolean(row?.deactivatedAt)
}
