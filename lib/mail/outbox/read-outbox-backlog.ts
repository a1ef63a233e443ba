import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { outboxMessages } from '@/lib/db/schema'

/** Past this age a pending message means mail is not going out (the worker retries for less). */
export const STALE_PENDING_MINUTES = 15

export type OutboxBacklog = {
  pending: number
  failed: number
  /** Age of the oldest message still waiting, in whole minutes (null when none waits). */
  oldestPendingMinutes: number | null
  /** Mail is flowing: nothing has waited past STALE_PENDING_MINUTES and nothing gave up. */
  ok: boolean
}

/** How the mail queue stands, for the health endpoint (one indexed pass over the table). */
export async function readOutboxBacklog(now = new Date()): Promise<OutboxBacklog> {
  const [row] = await db()
    .select({
      pending: sql<number>`count(*) filter (where ${outboxMessages.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
      oldest: sql<
        string | null
      >`min(${outboxMessages.createdAt}) filter (where ${outboxMessages.status} = 'pending')`,
    })
    .from(outboxMessages)
    .where(sql`${outboxMessages.status} <> 'sent'`)
  const oldest = row?.oldest ? new Date(row.oldest) : null
  const oldestPendingMinutes = oldest
    ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000))
    : null
  const pending = row?.pending ?? 0
  const failed = row?.failed ?? 0
  return {
    pending,
    failed,
    oldestPendingMinutes,
    ok: failed === 0 && (oldestPendingMinutes ?? 0) < STALE_PENDING_MINUTES,
  }
}
