import 'server-only'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import { CLAIM_LEASE_MS, GIVE_UP_AFTER_MS, retryDelayMs } from './backoff'

export type OutboxMessage = typeof outboxMessages.$inferSelect

/**
 * Claims up to `limit` due messages for this worker: one statement that skips rows another
 * worker has locked and pushes the claimed rows' next attempt past a lease, so two app
 * instances on one PostgreSQL never take the same message. A worker that dies after claiming
 * leaves the rows to be retried once the lease runs out.
 */
export async function claimDueMessages(now: Date, limit = 10): Promise<OutboxMessage[]> {
  const due = db()
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db()
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      updatedAt: now,
    })
    .where(inArray(outboxMessages.id, due))
    .returning()
}

export async function markSent(id: string, now: Date): Promise<void> {
  await db()
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, lastError: null, updatedAt: now })
    .where(eq(outboxMessages.id, id))
}

/** Schedules the next attempt with exponential backoff; after 72 hours the message fails. */
export async function markFailedAttempt(
  message: OutboxMessage,
  error: string,
  now: Date,
): Promise<void> {
  const expired = now.getTime() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS
  await db()
    .update(outboxMessages)
    .set({
      status: expired ? 'failed' : 'pending',
      lastError: error.slice(0, 2000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
      updatedAt: now,
    })
    .where(eq(outboxMessages.id, message.id))
}

export async function countPendingMessages(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'pending'))
  return row?.count ?? 0
}

export async function listPendingMessages(limit: number): Promise<OutboxMessage[]> {
  return db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'pending'))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit)
}
