import { createHash } from 'node:crypto'
import { and, eq, gte } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/feeds/conversions/[file]/route'
import {
  createConversionFeedAction,
  revokeConversionFeedAction,
} from '@/lib/conversion-feeds/conversion-feed-actions'
import type { NewConversionFeed } from '@/lib/conversion-feeds/create-conversion-feed'
import { FEED_FAILURES, FEED_FETCHES, feedKey } from '@/lib/conversion-feeds/feed-limits'
import { feedExportQuery } from '@/lib/conversion-feeds/feed-window'
import { listConversionFeeds } from '@/lib/conversion-feeds/list-conversion-feeds'
import { db } from '@/lib/db/client'
import { activityLog, conversionFeeds } from '@/lib/db/schema'
import { streamOfflineConversions } from '@/lib/lead-inbox/stream-offline-conversions'
import { withinRateLimit } from '@/lib/server/rate-limit'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { migratedDb } from '../support/db'
import { insertLead } from '../support/leads'
import { parseCsv } from '../support/parse-csv'
import { actAs, signedInStaff, type StaffSession } from '../support/staff-session'
import { testViewer } from '../support/viewer'

vi.mock('next/headers', () => import('../support/request-scope'))

let admin: StaffSession
let moderator: StaffSession
const startedAt = new Date()
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  await migratedDb()
  admin = await signedInStaff('admin', 'Feed Admin')
  moderator = await signedInStaff('moderator', 'Feed Moderator')
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

async function createFeed(stage: string): Promise<NewConversionFeed> {
  actAs(admin)
  const result = await createConversionFeedAction(null, form({ stage }))
  if (!result.ok) throw new Error(`not created: ${result.code}`)
  return result.data
}

async function revokeFeed(id: string) {
  actAs(admin)
  return revokeConversionFeedAction(null, form({ id }))
}

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`

/** Google's fetcher as the route sees it: the feed's address, from a client address. */
function fetchFeed(
  url: string,
  { from = '203.0.113.10', authorization }: { from?: string; authorization?: string } = {},
) {
  const request = new Request(url, {
    headers: { 'x-forwarded-for': from, ...(authorization ? { authorization } : {}) },
  })
  const file = new URL(url).pathname.split('/').at(-1)!
  return GET(request, { params: Promise.resolve({ file }) })
}

const bytes = async (body: Response | ReadableStream<Uint8Array>) =>
  Buffer.from(await (body instanceof Response ? body : new Response(body)).arrayBuffer())

const feedActivity = (id: string | null) =>
  db()
    .select({
      action: activityLog.action,
      actorId: activityLog.actorId,
      entityLabel: activityLog.entityLabel,
      changes: activityLog.changes,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'conversion_feed'),
        id ? eq(activityLog.entityId, id) : undefined,
        gte(activityLog.createdAt, startedAt),
      ),
    )
    .orderBy(activityLog.createdAt)

describe('a stage’s conversion file by link', () => {
  it('is made by an admin only; the password is shown once and stored only as its hash', async () => {
    actAs(moderator)
    const refused = await createConversionFeedAction(null, form({ stage: 'won' }))
    expect(refused).toMatchObject({ ok: false, code: 'admin-only' })
    actAs(admin)
    const invalid = await createConversionFeedAction(null, form({ stage: 'lost' }))
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { stage: 'settings.feeds.fieldErrors.stage' },
    })

    const feed = await createFeed('qualified')
    expect(feed.url).toMatch(/^https?:\/\/[^/]+\/feeds\/conversions\/[0-9a-f-]{36}\.csv$/)
    expect(feed.username).toMatch(/^masar-qualified-[0-9a-f]{8}$/)
    // 24 random bytes in base64url: 192 bits.
    expect(feed.password).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const [row] = await db().select().from(conversionFeeds).where(eq(conversionFeeds.id, feed.id))
    expect(row?.passwordHash).toBe(createHash('sha256').update(feed.password).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(feed.password)

    const listed = await listConversionFeeds({ viewer: testViewer('admin') })
    const shown = listed.find((item) => item.id === feed.id)
    expect(shown).toMatchObject({ stage: 'qualified', username: feed.username, url: feed.url })
    expect(shown?.createdBy).toBe('Feed Admin')
    expect(JSON.stringify(listed)).not.toMatch(/password|Hash/i)
    await expect(listConversionFeeds({ viewer: testViewer('moderator') })).rejects.toThrow()

    const log = await feedActivity(feed.id)
    expect(log).toEqual([
      { action: 'created', actorId: admin.id, entityLabel: feed.username, changes: [] },
    ])
  })

  it('answers the admin export’s bytes to its credential: gclid, gbraid and no click id, hashed', async () => {
    const now = new Date()
    const withGclid = await insertLead({
      gclid: 'feed-gclid-1',
      wonAt: new Date(now.getTime() - 3 * DAY),
    })
    const withGbraid = await insertLead({
      gbraid: 'feed-gbraid-2',
      wonAt: new Date(now.getTime() - 2 * DAY),
    })
    const noClickId = await insertLead({ wonAt: new Date(now.getTime() - DAY) })
    // Past the 90 days: Google would refuse it, so the file leaves it out.
    const tooOld = await insertLead({
      gclid: 'feed-old',
      wonAt: new Date(now.getTime() - 95 * DAY),
    })

    const feed = await createFeed('won')
    const response = await fetchFeed(feed.url, {
      authorization: basic(feed.username, feed.password),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const file = await bytes(response)

    // The admin download streams the same query with the same settings: the same bytes.
    const admin = await bytes(
      streamOfflineConversions(feedExportQuery('won', new Date()), await readLeadSettings()),
    )
    expect(file.equals(admin)).toBe(true)

    const text = file.toString('utf8')
    const [, ...rows] = parseCsv(text.split('\r\n').slice(1).join('\r\n'))
    const rowOf = (id: string) => rows.find((row) => row[9] === id)
    expect(rowOf(withGclid.id)?.slice(0, 3)).toEqual(['feed-gclid-1', '', ''])
    expect(rowOf(withGbraid.id)?.slice(0, 3)).toEqual(['', 'feed-gbraid-2', ''])
    expect(rowOf(noClickId.id)?.slice(0, 3)).toEqual(['', '', ''])
    expect(rowOf(tooOld.id)).toBeUndefined()
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
    for (const lead of [withGclid, withGbraid, noClickId]) {
      expect(rowOf(lead.id)?.slice(3, 5)).toEqual([
        sha256(lead.email),
        sha256(lead.mobileInternational!),
      ])
      for (const plain of [lead.email, lead.fullName, lead.mobileLocal, lead.mobileInternational])
        expect(text).not.toContain(plain)
    }
    expect(text).not.toContain('@')

    const [row] = await db().select().from(conversionFeeds).where(eq(conversionFeeds.id, feed.id))
    expect(row?.lastFetchedAt).toBeInstanceOf(Date)
    expect((await feedActivity(feed.id)).map((entry) => entry.action)).toEqual([
      'created',
      'fetched',
    ])
  })

  it('answers 401 with a Basic challenge to a missing or wrong credential, a staff session included', async () => {
    const feed = await createFeed('viewing')
    const wrong = [
      undefined,
      basic(feed.username, `${feed.password}x`),
      basic('masar-viewing-00000000', feed.password),
      basic(feed.username, ''),
      'Basic not-base64!',
      `Bearer ${feed.password}`,
    ]
    for (const [n, authorization] of wrong.entries()) {
      const response = await fetchFeed(feed.url, { from: `198.51.100.${n + 1}`, authorization })
      expect(response.status, String(authorization)).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe(
        'Basic realm="Google Ads conversions", charset="UTF-8"',
      )
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    // An admin's session cookie opens nothing here.
    const withSession = await GET(
      new Request(feed.url, {
        headers: { cookie: admin.cookie, 'x-forwarded-for': '198.51.100.50' },
      }),
      { params: Promise.resolve({ file: `${feed.id}.csv` }) },
    )
    expect(withSession.status).toBe(401)
    // Arabic to a caller that asks for it.
    const arabic = await GET(
      new Request(feed.url, {
        headers: { 'accept-language': 'ar-EG', 'x-forwarded-for': '198.51.100.51' },
      }),
      { params: Promise.resolve({ file: `${feed.id}.csv` }) },
    )
    expect(await arabic.text()).toBe('سجّل الدخول باسم المستخدم وكلمة المرور الخاصين بهذا الرابط.')

    const log = await feedActivity(feed.id)
    expect(log.filter((entry) => entry.action === 'fetch_refused')).toHaveLength(wrong.length + 2)
    // Nothing of the request is kept: no credential, no client.
    expect(JSON.stringify(log)).not.toContain(feed.password)
    expect(JSON.stringify(log)).not.toContain('198.51.100')
    // No staff member asked: the log's actor is empty (shown as System).
    expect(
      log.filter((entry) => entry.action !== 'created').every((entry) => entry.actorId === null),
    ).toBe(true)
  })

  it('answers 404 once revoked, with its credential; an unknown or malformed address too', async () => {
    const feed = await createFeed('contacted')
    const credential = { authorization: basic(feed.username, feed.password) }
    expect((await fetchFeed(feed.url, { ...credential, from: '192.0.2.1' })).status).toBe(200)

    actAs(moderator)
    expect(await revokeConversionFeedAction(null, form({ id: feed.id }))).toMatchObject({
      ok: false,
      code: 'admin-only',
    })
    expect(await revokeFeed(feed.id)).toMatchObject({ ok: true })
    const revoked = await fetchFeed(feed.url, { ...credential, from: '192.0.2.2' })
    expect(revoked.status).toBe(404)
    expect(revoked.headers.get('cache-control')).toBe('no-store')
    expect(revoked.headers.get('www-authenticate')).toBeNull()
    // Revoked twice, or a made-up id: no longer there.
    expect(await revokeFeed(feed.id)).toMatchObject({ ok: false, code: 'not-found' })
    expect(await revokeFeed('not-an-id')).toMatchObject({
      ok: false,
      fieldErrors: { id: 'settings.feeds.fieldErrors.gone' },
    })
    expect(
      (await listConversionFeeds({ viewer: testViewer('admin') })).map((f) => f.id),
    ).not.toContain(feed.id)

    const origin = new URL(feed.url).origin
    const unknown = `${origin}/feeds/conversions/00000000-0000-4000-8000-000000000000.csv`
    expect((await fetchFeed(unknown, { ...credential, from: '192.0.2.3' })).status).toBe(404)
    expect(
      (await fetchFeed(`${origin}/feeds/conversions/x.csv`, { from: '192.0.2.4' })).status,
    ).toBe(404)
    expect((await feedActivity(feed.id)).map((entry) => entry.action)).toEqual([
      'created',
      'fetched',
      'revoked',
      'fetch_revoked',
    ])
    const unknownEntries = (await feedActivity(null)).filter((e) => e.action === 'fetch_unknown')
    expect(unknownEntries).toHaveLength(2)
    expect(unknownEntries.every((entry) => entry.entityLabel === null)).toBe(true)
  })

  it('holds back a client past its refused tries, and a feed past its fetches: 429 with Retry-After, logged once', async () => {
    const feed = await createFeed('won')
    const right = basic(feed.username, feed.password)
    const guesser = '203.0.113.77'
    for (let n = 0; n < FEED_FAILURES.limit; n++)
      expect(
        (
          await fetchFeed(feed.url, {
            from: guesser,
            authorization: basic(feed.username, `guess-${n}`),
          })
        ).status,
      ).toBe(401)
    // Past the limit even the right password waits: guessing gets no answer at all.
    for (const authorization of [basic(feed.username, 'one-more'), right]) {
      const held = await fetchFeed(feed.url, { from: guesser, authorization })
      expect(held.status).toBe(429)
      const seconds = Number(held.headers.get('retry-after'))
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(FEED_FAILURES.windowMs / 1000)
    }
    // Another client with the credential is not held back by the guesser.
    expect((await fetchFeed(feed.url, { from: '203.0.113.78', authorization: right })).status).toBe(
      200,
    )

    // The feed's own hourly allowance, used up (the same counter the fetches count on).
    for (let n = 1; n < FEED_FETCHES.limit; n++)
      await withinRateLimit(feedKey(feed.id), FEED_FETCHES)
    for (let n = 0; n < 2; n++) {
      const limited = await fetchFeed(feed.url, { from: '203.0.113.79', authorization: right })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    }

    const actions = (await feedActivity(feed.id)).map((entry) => entry.action)
    expect(actions.filter((action) => action === 'fetch_refused')).toHaveLength(FEED_FAILURES.limit)
    // One entry per held-back window and key, however many requests it refused.
    expect(actions.filter((action) => action === 'fetch_limited')).toHaveLength(2)
    expect(actions.filter((action) => action === 'fetched')).toHaveLength(1)
  })
})
