import { insertStaff } from '../support/leads'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth } from '@/lib/auth/auth'
import { SESSION_MAX_AGE_MS, viewerOf } from '@/lib/auth/get-viewer'
import { SESSION_POLICY } from '@/lib/auth/session-policy'
import { sessionState } from '@/lib/auth/session-state'
import { can, PERMISSIONS } from '@/lib/auth/permissions'
import { clearSignInAttempts, signInLimits } from '@/lib/account/sign-in-limit'
import { ensureStaffAccounts } from '@/lib/seed/staff-accounts'
import { outboxMessages, sessions, userRoles, users, verifications } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { deliverDueMessages } from '@/lib/mail/outbox/outbox-worker'
import { inviteStaff } from '@/lib/staff/invite-staff'
import { listStaff } from '@/lib/staff/list-staff'
import { withinRateLimit } from '@/lib/server/rate-limit'
import { migratedDb, tempDir } from '../support/db'
import { startSmtpServer, type LoopbackSmtp } from '../support/smtp'
import { testViewer } from '../support/viewer'

let database: Db
let smtp: LoopbackSmtp
const email = `staff-${randomUUID().slice(0, 8)}@example.com`
const password = 'first-password-1'
const noHeaders = () => new Headers()

beforeAll(async () => {
  database = await migratedDb()
  smtp = await startSmtpServer()
  await ensureStaffAccounts(database, {
    dataDir: tempDir(),
    env: { SEED_MODERATOR_EMAIL: email, SEED_MODERATOR_PASSWORD: password },
  })
})
afterAll(() => smtp.close())

const signIn = (secret: string) =>
  auth().api.signInEmail({ body: { email, password: secret }, headers: noHeaders() })

describe('staff sign-in (better-auth on our tables)', () => {
  it('accepts the seeded password, refuses a wrong one, and stores the session', async () => {
    await expect(signIn('wrong-password')).rejects.toMatchObject({
      body: { message: 'Invalid email or password' },
    })
    const result = await signIn(password)
    expect('token' in result && result.token).toBeTruthy()
    const [user] = await database.select().from(users).where(eq(users.email, email))
    const stored = await database.select().from(sessions).where(eq(sessions.userId, user!.id))
    expect(stored.length).toBeGreaterThan(0)
  })

  it('never lets a visitor sign up', async () => {
    await expect(
      auth().api.signUpEmail({
        body: { email: `new-${randomUUID()}@example.com`, password: 'whatever-123', name: 'X' },
        headers: noHeaders(),
      }),
    ).rejects.toThrow()
  })
})

/** One attempt counted under the client's limits, as the sign-in action counts it. */
async function signInAttemptAllowed(address: string, account: string) {
  const checks = signInLimits(address, account).map(({ key, ...rule }) =>
    withinRateLimit(key, rule),
  )
  return !(await Promise.all(checks)).includes(false)
}

describe('sign-in attempt limit (counted in the database)', () => {
  it('allows 10 attempts per address and account in 15 minutes, then refuses', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`
    const account = `${randomUUID()}@example.com`
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await signInAttemptAllowed(address, account))
    expect(answers.slice(0, 10).every(Boolean)).toBe(true)
    expect(answers[10]).toBe(false)
    // A successful sign-in clears the account's count.
    await clearSignInAttempts(address, account)
    expect(await signInAttemptAllowed(address, account)).toBe(true)
  })
  // One account from many addresses: tests/integration/sign-in-lockout.test.ts.
})

describe('staff sessions: 30 days from the last use on a remembered device, a day without', () => {
  async function signedInHeaders(rememberMe: boolean) {
    const response = await auth().api.signInEmail({
      body: { email, password, rememberMe },
      headers: noHeaders(),
      asResponse: true,
    })
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return new Headers({ cookie })
  }
  const DAY = 86_400_000
  const sessionRow = async (id: string) =>
    (await database.select().from(sessions).where(eq(sessions.id, id)))[0]!
  const age = (row: { createdAt: Date; expiresAt: Date }) =>
    (row.expiresAt.getTime() - row.createdAt.getTime()) / DAY

  it('a remembered session slides: used on day 29 it runs 30 days from then; unused, it ends', async () => {
    const requestHeaders = await signedInHeaders(true)
    const viewer = await viewerOf(requestHeaders)
    expect(viewer).toMatchObject({ email, role: 'moderator' })
    expect(age(await sessionRow(viewer!.sessionId))).toBeCloseTo(
      SESSION_POLICY.rememberedIdleSeconds / 86_400,
      2,
    )
    // Last used 29 days ago: a day left. The next use gives it 30 days again.
    await database
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 29 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.id, viewer!.sessionId))
    expect(await viewerOf(requestHeaders)).not.toBeNull()
    const slid = await sessionRow(viewer!.sessionId)
    expect((slid.expiresAt.getTime() - Date.now()) / DAY).toBeGreaterThan(29.9)
    // 30 days without use: over.
    await database
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, viewer!.sessionId))
    expect(await viewerOf(requestHeaders)).toBeNull()
  })

  it('without “keep me signed in”, a day after sign-in at most, however it is used', async () => {
    const requestHeaders = await signedInHeaders(false)
    const viewer = await viewerOf(requestHeaders)
    const first = await sessionRow(viewer!.sessionId)
    expect(age(first)).toBeCloseTo(SESSION_POLICY.notRememberedSeconds / 86_400, 2)
    await database
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(sessions.id, viewer!.sessionId))
    expect(await viewerOf(requestHeaders)).not.toBeNull()
    expect((await sessionRow(viewer!.sessionId)).expiresAt).toEqual(first.expiresAt)
  })

  it('no session lasts past 90 days, however busy', async () => {
    const requestHeaders = await signedInHeaders(true)
    const viewer = await viewerOf(requestHeaders)
    const later = Date.now() + SESSION_MAX_AGE_MS + 60_000
    expect(SESSION_MAX_AGE_MS).toBe(90 * DAY)
    expect(await viewerOf(requestHeaders, later)).toBeNull()
    const left = await database.select().from(sessions).where(eq(sessions.id, viewer!.sessionId))
    expect(left).toEqual([])
  })

  it('an open stream’s check: live, then ended by sign-out, deactivation or the role', async () => {
    const requestHeaders = await signedInHeaders(true)
    const viewer = (await viewerOf(requestHeaders))!
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('live')
    // A role that no longer opens leads.
    await database
      .update(userRoles)
      .set({ role: 'user' })
      .where(eq(userRoles.userId, viewer.userId))
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('forbidden')
    await database
      .update(userRoles)
      .set({ role: 'moderator' })
      .where(eq(userRoles.userId, viewer.userId))
    await database
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, viewer.userId))
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('ended')
    await database.update(users).set({ deactivatedAt: null }).where(eq(users.id, viewer.userId))
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('live')
    await auth().api.signOut({ headers: requestHeaders })
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('ended')
  })
})

describe('password reset through the outbox', () => {
  it('queues the link, mails it over SMTP, and the token sets a new password', async () => {
    await auth().api.requestPasswordReset({
      body: { email, redirectTo: '/admin/login' },
      headers: noHeaders(),
    })
    const queued = await database
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'password_reset'))
    expect(queued.some((m) => m.payload.to === email)).toBe(true)

    // On a shared PostgreSQL database earlier test files leave mail queued ahead of this one,
    // and a pass claims ten at a time: run passes until ours is out or nothing is left.
    const settings = {
      transport: createTransport(smtp.url),
      from: 'Masar <no-reply@masar.example>',
      to: 'sales@masar.example',
    }
    const ours = () => smtp.mails.find((m) => m.to.includes(email))
    for (let pass = 0; !ours() && pass < 1000; pass++) {
      if ((await deliverDueMessages(settings)) === 0) break
    }
    const mail = ours()
    expect(mail?.raw).toContain('Reset your Masar admin password')
    // The body is quoted-printable: undo soft line breaks and =XX escapes.
    const body = (mail?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    const link = /https?:\/\/\S+\/admin\/reset-password\?token=([\w%-]+)/.exec(body)
    expect(link).not.toBeNull()

    const token = decodeURIComponent(link![1]!)
    await auth().api.resetPassword({ body: { newPassword: 'second-password-2', token } })
    await expect(signIn(password)).rejects.toThrow()
    await expect(signIn('second-password-2')).resolves.toBeTruthy()
    // The token works once.
    await expect(
      auth().api.resetPassword({ body: { newPassword: 'third-password-3', token } }),
    ).rejects.toThrow()
  })

  it('answers an unknown address like a known one and queues nothing for it', async () => {
    const unknown = `${randomUUID()}@example.com`
    await auth().api.requestPasswordReset({
      body: { email: unknown, redirectTo: '/admin/login' },
      headers: noHeaders(),
    })
    const queued = await database.select().from(outboxMessages)
    expect(queued.some((m) => m.payload.to === unknown)).toBe(false)
  })
})

describe('password reset of a deactivated account', () => {
  it('queues no link: the account could not use it, and no mail says it exists', async () => {
    const staff = await insertStaff('moderator', 'Gone Moderator')
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, staff.id))
    await auth().api.requestPasswordReset({
      body: { email: staff.email, redirectTo: '/admin/login' },
      headers: noHeaders(),
    })
    const queued = await database.select().from(outboxMessages)
    expect(queued.some((m) => m.payload.to === staff.email)).toBe(false)
  })

  it('a link queued before the account was deactivated is not mailed either', async () => {
    const staff = await insertStaff('moderator', 'Leaving Moderator')
    await auth().api.requestPasswordReset({
      body: { email: staff.email, redirectTo: '/admin/login' },
      headers: noHeaders(),
    })
    const [queued] = await database
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}->>'to' = ${staff.email}`)
    expect(queued).toBeDefined()
    // Deactivated while the link waits (a mail server outage); the address typed in capitals.
    await database.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, staff.id))
    await database
      .update(outboxMessages)
      .set({
        nextAttemptAt: new Date(0),
        payload: { ...queued!.payload, to: staff.email.toUpperCase() },
      })
      .where(eq(outboxMessages.id, queued!.id))
    const transport = createTransport({ url: smtp.url })
    const settings = {
      transport,
      from: 'Masar <no-reply@masar.example>',
      to: 'sales@masar.example',
    }
    const gone = async () =>
      (await database.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id)))[0]!
    for (let pass = 0; (await gone()).status === 'pending' && pass < 1000; pass++) {
      if ((await deliverDueMessages(settings)) === 0) break
    }
    transport.close()
    expect(smtp.mails.some((m) => m.to.some((to) => to.toLowerCase() === staff.email))).toBe(false)
  })
})

describe('password reset of an invitation never accepted', () => {
  it('sends nothing, answers as for an unknown address, and does not revive the invitation', async () => {
    const admin = await insertStaff('admin', 'Inviting Admin')
    const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`
    const invitedAt = new Date(Date.now() - 4 * 24 * 3600_000)
    const invited = await inviteStaff(
      { name: 'Late Invitee', email: invitee, role: 'sales' },
      { userId: admin.id, name: admin.name, email: admin.email },
      invitedAt,
    )
    if (invited.outcome !== 'invited') throw new Error(invited.outcome)
    const statusOf = async () =>
      (await listStaff({ viewer: testViewer('admin', admin) })).find((m) => m.email === invitee)
        ?.status
    // Past its 72 hours: the Staff list says so.
    expect(await statusOf()).toBe('invitation-expired')
    const ask = (address: string) =>
      auth().api.requestPasswordReset({
        body: { email: address, redirectTo: '/admin/login' },
        headers: noHeaders(),
      })
    const answer = await ask(invitee)
    expect(answer).toEqual(await ask(`${randomUUID()}@example.com`))
    const resets = await database
      .select()
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.kind} = 'password_reset' and ${outboxMessages.payload}->>'to' = ${invitee}`,
      )
    expect(resets).toEqual([])
    // No link that works: the only one stored is the expired invitation's.
    const links = await database
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.value, invited.userId))
    expect(links).toHaveLength(1)
    expect(links[0]!.expiresAt.getTime()).toBeLessThan(Date.now())
    expect(await statusOf()).toBe('invitation-expired')
  })
})

describe('role table (spec §6)', () => {
  it('admits admin and moderator to content, only admin to administration', () => {
    expect(PERMISSIONS.content).toEqual(['admin', 'moderator'])
    expect(can('moderator', 'content')).toBe(true)
    expect(can('moderator', 'administration')).toBe(false)
    expect(can('user', 'content')).toBe(false)
    expect(can('admin', 'administration')).toBe(true)
  })
})
