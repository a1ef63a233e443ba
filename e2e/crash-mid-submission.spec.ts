import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { expect, test } from '@playwright/test'
import { startAppServer, type AppServer } from '../tests/support/app-server'
import { postLead, recordConsultationPost, visitorPhone } from './lead-post'

// The app process is killed outright (SIGKILL: no shutdown code runs) while visitors are
// booking, then started again on the same data: a booking is stored whole or not at all, and
// the form's retry with the same idempotency key stores it exactly once.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 6
const DATA_DIR = '.data-e2e-sigkill'
const VISITORS_AT_ONCE = 4

let server: AppServer | null = null

test.afterAll(async () => {
  await server?.stop()
  rmSync(join(process.cwd(), DATA_DIR), { recursive: true, force: true })
})

test('killed with SIGKILL mid-submission: no half lead, and the retry with the same key stores it once', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const env = { LEAD_RATE_LIMIT: '1000000' } // one address plays every visitor here
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, env })
  const origin = server.url.replace('localhost', '127.0.0.1')
  const recorded = await recordConsultationPost(page, origin)

  type Visitor = { phone: string; key: string; answer?: string }
  const visitors: Visitor[] = []
  let running = true
  const visitor = async () => {
    while (running) {
      const current: Visitor = { phone: visitorPhone(visitors.length + 1), key: randomUUID() }
      visitors.push(current)
      current.answer = await postLead(origin, recorded, current)
      if (current.answer.startsWith('request failed')) running = false
    }
  }
  const traffic = Promise.all(Array.from({ length: VISITORS_AT_ONCE }, visitor))
  await expect.poll(() => visitors.filter((v) => v.answer === 'ok').length).toBeGreaterThan(20)
  // The server process itself (its data dir lock names it), not the `npm start` wrapper.
  const { pid } = JSON.parse(readFileSync(join(process.cwd(), DATA_DIR, 'db.lock'), 'utf8'))
  process.kill(pid, 'SIGKILL')
  running = false
  await traffic
  const cut = visitors.filter((v) => v.answer !== 'ok')
  expect(cut.length, 'bookings in flight when the process died').toBeGreaterThan(0)
  await server.halt()

  // Started again on the same data, every visitor's form retries with its own key.
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, env, keepData: true })
  for (const v of visitors) expect(await postLead(origin, recorded, v), v.phone).toBe('ok')
  await server.halt()

  const client = new PGlite(join(process.cwd(), DATA_DIR, 'pglite'), { extensions: { pg_trgm } })
  try {
    const { rows: leads } = await client.query<{ phone: string; idempotency_key: string }>(
      'select phone, idempotency_key from leads',
    )
    const phones = leads.map((lead) => lead.phone)
    for (const v of visitors) {
      expect(
        phones.filter((phone) => phone === v.phone),
        `one lead for ${v.phone}`,
      ).toHaveLength(1)
    }
    // Stored whole: every lead has its notification, queued in the same statement.
    const { rows: halfLeads } = await client.query(
      `select id from leads l where not exists
         (select 1 from outbox_messages o where o.subject_id = l.id)`,
    )
    expect(halfLeads).toEqual([])
  } finally {
    await client.close()
  }
})
