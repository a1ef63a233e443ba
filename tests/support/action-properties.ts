// Shared by the *-actions-property tests: a signed-in admin, a few records to aim at, and the
// property every staff action keeps (tests/integration/*-actions-property.test.ts).
import { randomUUID } from 'node:crypto'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { gte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import fc from 'fast-check'
import type { ActionResult } from '@/lib/actions/action-result'
import { auth } from '@/lib/auth/auth'
import { appSettings, outboxMessages } from '@/lib/db/schema'
import { ensureStaffAccounts } from '@/lib/seed/staff-accounts'
import { insertDeveloper, insertMedia, insertProject, migratedDb, sqlRows, tempDir } from './db'
import { hostileText } from './hostile-input'
import { insertLead } from './leads'
import { cookieHeaderOf, setRequest } from './request-scope'
import { enrolTwoFactor } from './staff-session'

/** Runs per property in CI (tests/support/property-runs.ts); password hashing ones get fewer. */
export const RUNS = 100
export const AUTH_RUNS = 40

export const admin = { email: `prop-admin-${randomUUID().slice(0, 8)}@example.com`, password: '' }
admin.password = `Prop-${randomUUID()}`
let adminCookie = ''
export const ids = { developer: '', project: '', unit: '', lead: '', staff: '', photo: '' }
let settingsBefore: (typeof appSettings.$inferSelect)[] = []
// Rows written from here on are this file's (see snapshot).
const startedAt = new Date(Date.now() - 1000)

/** What the runs of the current test answered: a property run only on refusals proves little. */
export const outcomes = new Set<string>()

/** Registers the file's hooks: the admin and the records, and the clean-up after. */
export function setUpActionProperties() {
  beforeAll(async () => {
    await ensureStaffAccounts(await migratedDb(), {
      dataDir: tempDir(),
      env: {
        SEED_ADMIN_EMAIL: admin.email,
        SEED_ADMIN_PASSWORD: admin.password,
        SEED_MODERATOR_EMAIL: `prop-mod-${randomUUID().slice(0, 8)}@example.com`,
      },
    })
    const answer = await auth().api.signInEmail({
      body: { email: admin.email, password: admin.password },
      headers: new Headers(),
      returnHeaders: true,
    })
    // The admin's one password sign-in, in which two-factor goes on (its new session).
    adminCookie = (await enrolTwoFactor(cookieHeaderOf(answer.headers), admin.password)).cookie
    ids.photo = (await insertMedia()).id
    ids.developer = (await insertDeveloper()).id
    ids.project = (await insertProject(ids.developer)).id
    ids.lead = (await insertLead()).id
    const [staff] = await sqlRows<{ id: string }>(
      sql`select id from users where email = ${admin.email}`,
    )
    ids.staff = staff!.id
    settingsBefore = await (await migratedDb()).select().from(appSettings)
  })

  afterAll(async () => {
    // The database may be shared with later test files: put the settings back as they were.
    const database = await migratedDb()
    await database.delete(appSettings)
    if (settingsBefore.length) await database.insert(appSettings).values(settingsBefore)
    // Mails the runs queued (invitations, notifications) would be sent by a later file's pass.
    await database.delete(outboxMessages).where(gte(outboxMessages.createdAt, startedAt))
    // No posted name ("__proto__.polluted", "constructor.prototype.polluted") reached a prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  beforeEach(() => outcomes.clear())
}

/**
 * The tables as one value: how many rows, and every row written since this file started (a
 * whole-table digest is too slow where earlier files left 10,000 leads). Equal before and after
 * means the call wrote nothing. better-auth deletes expired verification rows when it looks one
 * up, which is not a write of the input, so those are not counted.
 */
export async function snapshot(tables: string[]) {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const rows = sql`(select * from ${sql.identifier(table)} t
        ${table === 'verifications' ? sql`where t.expires_at > now()` : sql``}) t`
      const [row] = await sqlRows<{ n: number; digest: string }>(sql`
        select count(*)::int as n,
               md5(coalesce(string_agg(t::text, '|' order by t::text) filter (where
                 coalesce((to_jsonb(t)->>'updated_at')::timestamptz,
                          (to_jsonb(t)->>'created_at')::timestamptz, now()) >= ${startedAt}), '')) as digest
          from ${rows}`)
      return `${table}:${row!.n}:${row!.digest}`
    }),
  )
  return parts.join(' ')
}

/** The staff member's browser, or a visitor's (no cookie), from a given address. */
export const asAdmin = (address = '198.51.100.7') =>
  setRequest({ cookie: adminCookie, 'x-forwarded-for': address })
export const asVisitor = (address: string) => setRequest({ 'x-forwarded-for': address })

/**
 * The property every action keeps: it answers (a redirect only after success), never with the
 * unexpected-error result a 500 would be, and a refusal leaves the tables as they were.
 */
export async function answersSafely(
  tables: string[],
  call: () => Promise<ActionResult<unknown>>,
): Promise<void> {
  const before = await snapshot(tables)
  let result: ActionResult<unknown>
  try {
    result = await call()
  } catch (error) {
    if (isRedirectError(error)) return void outcomes.add('ok')
    throw error
  }
  outcomes.add(result.ok ? 'ok' : result.code)
  expect(result.ok ? 'ok' : result.code).not.toBe('error')
  if (result.ok) return
  expect(result.message).toEqual(expect.any(String))
  expect(await snapshot(tables)).toBe(before)
}

export const expectSavesAndRefusals = () =>
  expect([...outcomes]).toEqual(expect.arrayContaining(['ok', 'invalid']))

export const CONTENT_TABLES = [
  'developers',
  'developer_translations',
  'projects',
  'project_translations',
  'project_sections',
  'project_seo',
  'project_units',
  'unit_translations',
  'project_gallery_items',
  'activity_log',
]
// A refused action leaves no activity record either (one is written only with its change).
export const LEAD_TABLES = [
  'leads',
  'lead_events',
  'lead_enquiries',
  'lead_merges',
  'outbox_messages',
  'activity_log',
]
export const AUTH_TABLES = ['users', 'accounts', 'verifications', 'two_factors', 'outbox_messages']

let serial = 0
export const freshSlug = (prefix: string) =>
  `${prefix}-prop-${(serial += 1)}-${randomUUID().slice(0, 4)}`

/** An id as a caller may send it: a real one, a made-up one, or anything at all. */
export const someId = (real: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => real()),
    fc.uuid(),
    hostileText,
  )
