import 'server-only'
import { and, eq, lt } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { sessions } from '@/lib/db/schema'

/**
 * Ends the account's sessions begun before `before` ("sign out my other sessions" as two-factor
 * goes on: turning it on has just replaced this browser's session with a new one, so every
 * earlier session is another's). Returns how many ended.
 */
export async function endEarlierSessions(userId: string, before: Date): Promise<number> {
  const ended = await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, before)))
    .returning({ id: sessions.id })
  return ended.length
}
