import { beforeAll, expect, it } from 'vitest'
import { outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { readOutboxBacklog, STALE_PENDING_MINUTES } from '@/lib/mail/outbox/read-outbox-backlog'
import { migratedDb } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

// Counted as changes from what is there already: on PostgreSQL other files share the table.
it('reports the mail waiting and given up on, and is not ok once a message waits too long', async () => {
  const now = new Date()
  const before = await readOutboxBacklog(now)
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  await database.insert(outboxMessages).values([
    { kind: 'lead-notification', payload: {}, createdAt: minutesAgo(1) },
    { kind: 'lead-notification', payload: {}, status: 'sent', createdAt: minutesAgo(500) },
  ])
  const fresh = await readOutboxBacklog(now)
  expect(fresh.pending).toBe(before.pending + 1)
  expect(fresh.failed).toBe(before.failed)
  expect(fresh.oldestPendingMinutes).toBeGreaterThanOrEqual(1)

  await database.insert(outboxMessages).values([
    { kind: 'lead-notification', payload: {}, createdAt: minutesAgo(STALE_PENDING_MINUTES + 5) },
    { kind: 'lead-notification', payload: {}, status: 'failed', createdAt: minutesAgo(5000) },
  ])
  const stale = await readOutboxBacklog(now)
  expect(stale.pending).toBe(before.pending + 2)
  expect(stale.failed).toBe(before.failed + 1)
  expect(stale.oldestPendingMinutes).toBeGreaterThanOrEqual(STALE_PENDING_MINUTES + 5)
  expect(stale.ok).toBe(false)
})
