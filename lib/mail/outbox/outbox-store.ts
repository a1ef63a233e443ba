import 'server-only'
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'
import { CLAIM_LEASE_MS, GIVE_UP_AFTER_MS, retryDelayMs } from './backoff'

export type OutboxMessage = typeof outboxMessages.$inferSelect

/**
 * Claims up to `limit` due messages for this worker: one statement that skips rows another
 * worker has locked and pushes the claimed rows' next attempt past a lease, so two app
 * instances on one PostgreSQL never take the same message. A worker that dies after claiming
 * leaves the rows to be retried once the lease runs out (see releaseClaimsMadeBefore for the
 * embedded database).
 */
export async function claimDueMessages(
  now: Date,
  limit = 10,
  leaseMs = CLAIM_LEASE_MS,
): Promise<OutboxMessage[]> {
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
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      claimedAt: now,
      updatedAt: now,
    })
    .where(inArray(outboxMessages.id, due))
    .returning()
}

/**
 * Claims one message, if it is waiting and due (not held by a worker's lease): a mail sent at
 * once from an action. The same guard as claimDueMessages, so it never goes out twice.
 */
export async function claimMessage(
  id: string,
  now: Date,
  leaseMs = CLAIM_LEASE_MS,
): Promise<OutboxMessage | null> {
  const [claimed] = await db()
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      claimedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, 'pending'),
        lte(outboxMessages.nextAttemptAt, now),
      ),
    )
    .returning()
  return claimed ?? null
}

export async function readMessage(id: string): Promise<OutboxMessage | null> {
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id))
  return row ?? null
}

/**
 * Makes the messages claimed before `processStart` due now, instead of after their lease. Only
 * where no other live process can hold a claim: the embedded database belongs to one process
 * (its data dir lock), so such a claim is that of a run that died mid-send. Returns how many.
 */
export async function releaseClaimsMadeBefore(processStart: Date, now: Date): Promise<number> {
  const released = await db()
    .update(outboxMessages)
    .set({ nextAttemptAt: now, claimedAt: null, updatedAt: now })
    .where(and(eq(outboxMessages.status, 'pending'), lt(outboxMessages.claimedAt, processStart)))
    .returning({ id: outboxMessages.id })
  return released.length
}

/** Makes claimed messages due now again: this process holds their claims and will not use them. */
export async function releaseClaims(ids: string[], now: Date): Promise<void> {
  await db()
    .update(outboxMessages)
    .set({ nextAttemptAt: now, claimedAt: null, updatedAt: now })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'pending')))
}

export async function markSent(id: string, now: Date): Promise<void> {
  await db()
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, lastError: null, claimedAt: null, updatedAt: now })
    .where(eq(outboxMessages.id, id))
}

/** The addresses an earlier attempt of a message already reached (see recordSentAddresses). */
export const sentAddresses = (payload: Record<string, unknown>): Set<string> =>
  new Set(
    (Array.isArray(payload.sentTo) ? payload.sentTo : [])
      .filter((address): address is string => typeof address === 'string')
      .map((address) => address.toLowerCase()),
  )

/**
 * Notes in the message's payload that these addresses have their mail (one language of several
 * sent, the next not yet): a retry leaves them out.
 */
export async function recordSentAddresses(id: string, addresses: string[]): Promise<void> {
  const added = JSON.stringify(addresses.map((address) => address.toLowerCase()))
  await db()
    .update(outboxMessages)
    .set({
      payload: sql`jsonb_set(${outboxMessages.payload}, '{sentTo}', coalesce(${outboxMessages.payload}->'sentTo', '[]'::jsonb) || ${added}::jsonb)`,
    })
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
      claimedAt: null,
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

/**
 * Pending messages in creation order, created from `since` on; when paging on, those after the
 * message `afterId` (keyset paging: each page starts where the last one ended).
 */
export async function listPendingMessages(
  since: Date,
  afterId: string | null,
  limit: number,
): Promise<OutboxMessage[]> {
  // The row's own created_at, not a Date copy of it: the column keeps microseconds, Date does not.
  const after = afterId
    ? sql`(${outboxMessages.createdAt}, ${outboxMessages.id}) > (select created_at, id from outbox_messages where id = ${afterId})`
    : undefined
  return db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), gte(outboxMessages.createdAt, since), after))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
    .limit(limit)
}
