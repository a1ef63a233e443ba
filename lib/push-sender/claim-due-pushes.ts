import 'server-only'
import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { pushMessages } from '@/lib/db/schema'

export type ClaimedPush = typeof pushMessages.$inferSelect

/** How long a claimed push is this worker's; a worker that dies leaves it to the next after. */
export const PUSH_LEASE_MS = 60_000

/**
 * Claims up to `limit` due pushes in one statement that skips rows another worker holds
 * (FOR UPDATE SKIP LOCKED) and moves their next attempt past a lease: two instances on one
 * PostgreSQL never send one push twice.
 */
export async function claimDuePushes(
  now: Date,
  limit: number,
  leaseMs = PUSH_LEASE_MS,
): Promise<ClaimedPush[]> {
  const due = db()
    .select({ id: pushMessages.id })
    .from(pushMessages)
    .where(and(isNull(pushMessages.failedAt), lte(pushMessages.nextAttemptAt, now)))
    .orderBy(asc(pushMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db()
    .update(pushMessages)
    .set({
      attempts: sql`${pushMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      claimedAt: now,
    })
    .where(inArray(pushMessages.id, due))
    .returning()
}
