import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { storeLead } from '@/lib/leads/store-lead'
import { withinRateLimit } from '@/lib/server/rate-limit'
import { migratedDb } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

const lead = (idempotencyKey: string) => ({
  source: 'consultation' as const,
  formId: 'home_consultation',
  locale: 'en' as const,
  fullName: 'Burst Lead',
  email: `${randomUUID()}@example.com`,
  phone: '01001234567',
  idempotencyKey,
})

describe('leads stored together under a burst', () => {
  it('gives every submission its own lead, and repeats of a key the first one', async () => {
    const keys = Array.from({ length: 60 }, () => randomUUID())
    // Every fifth submission repeats the key before it (a double click in the same burst).
    const submitted = keys.map((key, i) => (i % 5 === 4 ? keys[i - 1]! : key))
    const ids = await Promise.all(submitted.map((key) => storeLead(lead(key))))
    const unique = [...new Set(submitted)]
    const rows = await database.select().from(leads).where(inArray(leads.idempotencyKey, unique))
    expect(rows).toHaveLength(unique.length)
    submitted.forEach((key, i) => {
      expect(ids[i]).toBe(rows.find((row) => row.idempotencyKey === key)?.id)
    })
    const mails = await database
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.kind, ['lead_notification']))
    const notified = mails.filter((m) => rows.some((r) => r.id === m.payload.leadId))
    expect(notified).toHaveLength(unique.length)
  })

  it('a bad lead in a burst fails alone; the others are stored', async () => {
    const good = [randomUUID(), randomUUID()]
    const settled = await Promise.allSettled([
      storeLead(lead(good[0]!)),
      storeLead({ ...lead(randomUUID()), fullName: 'x'.repeat(500) }), // longer than the column
      storeLead(lead(good[1]!)),
    ])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const rows = await database.select().from(leads).where(inArray(leads.idempotencyKey, good))
    expect(rows).toHaveLength(2)
  })
})

describe('rate limit counted together under a burst', () => {
  it('lets exactly `limit` of many simultaneous requests through', async () => {
    const key = `burst:${randomUUID()}`
    const other = `burst:${randomUUID()}`
    const rule = { limit: 5, windowMs: 60_000 }
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => withinRateLimit(key, rule)),
      withinRateLimit(other, rule),
    ])
    expect(answers.slice(0, 8).filter(Boolean)).toHaveLength(5)
    expect(answers[8]).toBe(true)
    expect(await withinRateLimit(key, rule)).toBe(false)
  })
})
