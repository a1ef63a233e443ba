import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { leads, outboxMessages } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { withinRateLimit } from '@/lib/server/rate-limit'
import { submitConsultation } from '@/lib/leads/submit-consultation'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'

// No HTTP request here: the browser's cookie jar is a stand-in (tests/support).
vi.mock('@/lib/leads/enquiry-cookie', () => import('../support/enquiry-cookie-jar'))

let database: Db
let projectSlug: string

beforeAll(async () => {
  database = await migratedDb()
  projectSlug = (await insertProject((await insertDeveloper()).id)).slug
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const leadsWithEmail = (email: string) =>
  database.select().from(leads).where(eq(leads.email, email))

describe('lead abuse guards', () => {
  it('a double click or retry with the same idempotency key stores one lead and one mail', async () => {
    const email = `${randomUUID()}@example.com`
    const values = {
      fullName: 'Retry Person',
      email,
      phone: '01001234567',
      idempotencyKey: randomUUID(),
    }
    const [first, second] = await Promise.all([
      submitConsultation(null, form(values)),
      submitConsultation(null, form(values)),
    ])
    const third = await submitConsultation(null, form(values))
    const ids = [first, second, third].map((r) => (r.ok ? r.data : r.code))
    expect(new Set(ids).size).toBe(1)
    const stored = await leadsWithEmail(email)
    expect(stored).toHaveLength(1)
    const mails = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.payload, { leadId: stored[0]!.id }))
    expect(mails).toHaveLength(1)
  })

  it('the same key on step 1 returns the same lead without counting a repeat', async () => {
    const email = `${randomUUID()}@example.com`
    const values = {
      fullName: 'Step Retry',
      email,
      mobile: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      projectSlug,
      idempotencyKey: randomUUID(),
    }
    const first = await submitLeadStep1(null, form(values))
    const again = await submitLeadStep1(null, form(values))
    expect(again).toEqual(first)
    expect((await leadsWithEmail(email))[0]).toMatchObject({ enquiryCount: 1 })
  })

  it('a filled honeypot gets a normal answer and stores nothing', async () => {
    const email = `${randomUUID()}@example.com`
    const bot = { fullName: 'Bot', email, phone: '01001234567', website: 'http://spam.example' }
    expect((await submitConsultation(null, form(bot))).ok).toBe(true)
    const step1 = await submitLeadStep1(
      null,
      form({ ...bot, fullName: 'Bot Bot', mobile: '01001234567', projectSlug }),
    )
    expect(step1.ok).toBe(true)
    expect(await leadsWithEmail(email)).toEqual([])
  })

  it('counts requests per key in a window shared through the database', async () => {
    const key = `test:${randomUUID()}`
    const rule = { limit: 3, windowMs: 60_000 }
    const now = new Date()
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await withinRateLimit(key, rule, now))
    expect(answers).toEqual([true, true, true, false])
    expect(await withinRateLimit(`${key}:other`, rule, now)).toBe(true)
    expect(await withinRateLimit(key, rule, new Date(now.getTime() + 60_001))).toBe(true)
  })
})
