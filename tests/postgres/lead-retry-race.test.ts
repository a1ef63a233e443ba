import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { Client } from 'pg'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { closeDb } from '@/lib/db/client'
import { leadEvents, leadRotations, leads } from '@/lib/db/schema'
import { storeLead } from '@/lib/leads/store-lead'
import { DEFAULT_LEAD_ROUTING } from '@/lib/settings/lead-routing-schema'
import { saveLeadRouting } from '@/lib/settings/save-lead-routing'
import { migratedDb } from '../support/db'
import { insertStaff } from '../support/leads'

// Another instance's transaction, on a connection of its own: only a server has one.
const url = process.env.DATABASE_URL!
const other = new Client({ connectionString: url })
let admin: { userId: string; name: string; email: string }

beforeAll(async () => {
  await migratedDb()
  await other.connect()
  const staff = await insertStaff('admin', 'Race Admin')
  admin = { userId: staff.id, name: staff.name, email: staff.email }
})

afterAll(async () => {
  await saveLeadRouting(DEFAULT_LEAD_ROUTING, admin)
  await other.end()
  await closeDb()
})

const consultation = (idempotencyKey: string) => ({
  source: 'consultation' as const,
  formId: 'home_consultation',
  locale: 'en' as const,
  fullName: 'Sent Twice',
  email: `${randomUUID()}@example.com`,
  phone: '01012345678',
  idempotencyKey,
})

/** Sessions of this database waiting for a lock. */
async function waitingForLocks() {
  const { rows } = await other.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  )
  return rows[0]!.n
}

it("a retry whose first submission commits while it waits for the rotation is that lead, and takes no turn", async () => {
  const reps = await Promise.all(['Race A', 'Race B'].map((name) => insertStaff('moderator', name)))
  await saveLeadRouting(
    { ...DEFAULT_LEAD_ROUTING, autoAssign: true, reps: reps.map((rep) => rep.id) },
    admin,
  )
  const key = randomUUID()
  const firstId = randomUUID()
  const instance = drizzle(other)
  // The other instance holds the main rotation while it stores the first submission.
  await other.query('begin')
  const [held] = await instance
    .insert(leadRotations)
    .values({ pool: 'all' })
    .onConflictDoUpdate({ target: leadRotations.pool, set: { pool: 'all' } })
    .returning()
  await instance.insert(leads).values({ id: firstId, ...consultation(key) })
  const retry = storeLead(consultation(key))
  // The retry has read what was committed and now waits for the rotation's lock.
  await vi.waitFor(async () => expect(await waitingForLocks()).toBeGreaterThan(0), {
    timeout: 10_000,
  })
  await other.query('commit')

  expect(await retry).toBe(firstId)
  const [after] = await instance.select().from(leadRotations).where(eq(leadRotations.pool, 'all'))
  expect(after!.turns).toBe(held!.turns)
  const retryEvents = await instance.select().from(leadEvents).where(eq(leadEvents.leadId, firstId))
  expect(retryEvents).toHaveLength(0)
  // The next lead takes the very next turn: none was lost to the retry.
  const next = await storeLead(consultation(randomUUID()))
  const [line] = await instance.select().from(leadEvents).where(eq(leadEvents.leadId, next))
  expect(line!.data.turn).toBe(held!.turns + 1)
})
