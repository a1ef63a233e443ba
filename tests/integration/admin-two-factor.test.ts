import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/lib/account/sign-in'
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
} from '@/lib/account/two-factor-settings'
import { deniedResponse } from '@/lib/actions/denied-response'
import { auth } from '@/lib/auth/auth'
import { authorize } from '@/lib/auth/authorize'
import { getViewer, viewerOf } from '@/lib/auth/get-viewer'
import { resetTwoFactor } from '@/lib/auth/reset-two-factor'
import { sessionState } from '@/lib/auth/session-state'
import { describeStaffLogins } from '@/lib/boot/bootstrap-database'
import { db } from '@/lib/db/client'
import { sessions, users } from '@/lib/db/schema'
import { ensureStaffAccounts } from '@/lib/seed/staff-accounts'
import { changeStaffRole } from '@/lib/staff/change-staff-role'
import { changeStaffRoleAction, setMyNamesAction } from '@/lib/staff/staff-actions'
import { base32Decode, totp } from '../../e2e/totp'
import { englishText } from '../support/admin-text'
import { migratedDb, tempDir, uniqueSlug } from '../support/db'
import { cookieHeaderOf, setRequest } from '../support/request-scope'
import { staffWithPassword } from '../support/staff-session'

vi.mock('next/headers', () => import('../support/request-scope'))

const REFUSED =
  "Admin accounts need two-factor authentication, and this account's one sign-in to set it up has been used. Ask another admin to change your role to Moderator and back to Admin (Staff page): you then get one more sign-in to set it up."

const isRedirect = (error: unknown) =>
  String((error as { digest?: unknown })?.digest ?? '').startsWith('NEXT_REDIRECT')

/** The sign-in form's answer: 'signed in' (its redirect), 'code next', or the refusal's words. */
async function signInWithForm(email: string, password: string) {
  setRequest({ 'x-forwarded-for': '198.51.100.77' })
  const form = new FormData()
  form.set('email', email)
  form.set('password', password)
  try {
    const result = await signIn(null, form)
    if (result.ok) return result.data.twoFactor ? 'code next' : 'signed in'
    return englishText(result.message)
  } catch (error) {
    if (isRedirect(error)) return 'signed in'
    throw error
  }
}

/** A session of this staff member by password alone, straight from better-auth. */
async function passwordSession(member: { email: string; password: string }) {
  const answer = await auth().api.signInEmail({
    body: member,
    headers: new Headers(),
    returnHeaders: true,
  })
  return cookieHeaderOf(answer.headers)
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

/**
 * A sign-in with the password and then the app's code, straight from better-auth. The code is
 * the next step's (accepted too): the current one confirmed the enrolment, and a code is good
 * once.
 */
async function codeSession(member: { email: string; password: string }, secret: string) {
  const challenge = await auth().api.signInEmail({
    body: member,
    headers: new Headers(),
    returnHeaders: true,
  })
  expect(challenge.response).toMatchObject({ twoFactorRedirect: true })
  const signedIn = await auth().api.verifyTOTP({
    body: { code: totp(secret, Date.now() + 30_000) },
    headers: new Headers({ cookie: cookieHeaderOf(challenge.headers) }),
    returnHeaders: true,
  })
  return cookieHeaderOf(signedIn.headers)
}

/** Starts and confirms enrolment in the session `cookie` (My Account's actions); the secret. */
async function enrolWithActions(cookie: string, password: string, signOutOthers: boolean) {
  setRequest({ cookie })
  const started = await startTwoFactorEnrolment(null, form({ password }))
  if (!started.ok) throw new Error(`enrolment not started: ${started.message}`)
  const { secret } = started.data
  const confirmed = await confirmTwoFactorEnrolment(
    null,
    form({ code: totp(secret), ...(signOutOthers ? { signOutOthers: 'on' } : {}) }),
  )
  expect(confirmed).toEqual({ ok: true, data: { othersSignedOut: signOutOthers } })
  return secret
}

const viewerWith = (cookie: string) => viewerOf(new Headers({ cookie }))

const graceUsedAt = async (id: string) =>
  (await db().select().from(users).where(eq(users.id, id)))[0]!.twoFactorGraceUsedAt

beforeAll(async () => {
  await migratedDb()
})

describe('admins need two-factor: one password sign-in to set it up', () => {
  it('lets a new admin in by password once, and refuses the next sign-in with the reason', async () => {
    const admin = await staffWithPassword('admin')
    expect(await signInWithForm(admin.email, admin.password)).toBe('signed in')
    expect(await graceUsedAt(admin.id)).toBeInstanceOf(Date)
    expect(await signInWithForm(admin.email, admin.password)).toBe(REFUSED)
    // A wrong password says nothing about two-factor.
    expect(await signInWithForm(admin.email, 'not-the-password')).toBe('Invalid email or password')
    // A moderator's password sign-ins are not counted.
    const moderator = await staffWithPassword('moderator')
    for (let i = 0; i < 2; i++)
      expect(await signInWithForm(moderator.email, moderator.password)).toBe('signed in')
  })

  it('counts the grace once, also when two sign-ins arrive together', async () => {
    const admin = await staffWithPassword('admin')
    const answers = await Promise.allSettled([passwordSession(admin), passwordSession(admin)])
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ body: { code: 'TWO_FACTOR_REQUIRED' } })
    const stored = await db().select().from(sessions).where(eq(sessions.userId, admin.id))
    expect(stored).toHaveLength(1)
  })

  it('opens nothing but the set-up before two-factor is on: pages, actions, routes, live reads', async () => {
    const admin = await staffWithPassword('admin')
    const cookie = await passwordSession(admin)
    setRequest({ cookie })
    const viewer = (await getViewer())!
    expect(viewer).toMatchObject({ role: 'admin', mustSetUpTwoFactor: true })
    for (const permission of ['content', 'account', 'leads', 'administration'] as const)
      expect(await authorize(permission)).toEqual({ ok: false, denial: 'two-factor-setup' })
    expect(await authorize('twoFactor')).toMatchObject({ ok: true })
    // The action wrapper's refusal, for the admin's own and admin-only actions alike.
    expect(await setMyNamesAction(null, form({ name: 'New Name', nameAr: '' }))).toMatchObject({
      ok: false,
      code: 'two-factor-setup',
      message: 'errors.twoFactorSetup',
    })
    const other = await staffWithPassword('moderator')
    expect(
      await changeStaffRoleAction(null, form({ userId: other.id, role: 'sales' })),
    ).toMatchObject({ ok: false, code: 'two-factor-setup' })
    // Route handlers answer 403 with the reason; an open live inbox is closed.
    const answer = await deniedResponse(
      'two-factor-setup',
      new Request('http://x/admin/leads/export'),
    )
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('Two-factor authentication required')
    expect(await sessionState(viewer.sessionId, 'leads')).toBe('forbidden')

    // Set up in this session: its replacement opens the portal.
    const secret = await enrolWithActions(cookie, admin.password, false)
    // The session enabling replaced is gone; a sign-in with the code opens everything.
    expect(await viewerWith(cookie)).toBeNull()
    setRequest({ cookie: await codeSession(admin, secret) })
    expect(await getViewer()).toMatchObject({ mustSetUpTwoFactor: false, twoFactorEnabled: true })
    expect(await authorize('administration')).toMatchObject({ ok: true })
    expect(await setMyNamesAction(null, form({ name: 'New Name', nameAr: '' }))).toEqual({
      ok: true,
      data: null,
    })
    expect(await sessionState((await getViewer())!.sessionId, 'leads')).toBe('live')
    // From now on the password alone leads to the code step only.
    expect(await signInWithForm(admin.email, admin.password)).toBe('code next')
  })

  it('signs out the other sessions when asked to as two-factor goes on, and only then', async () => {
    const kept = await staffWithPassword('moderator')
    const keptOther = await passwordSession(kept)
    await enrolWithActions(await passwordSession(kept), kept.password, false)
    expect(await viewerWith(keptOther)).not.toBeNull()

    // A moderator promoted to admin, signed in on two devices: both are held on the set-up.
    const member = await staffWithPassword('moderator')
    const phone = await passwordSession(member)
    const desk = await passwordSession(member)
    await changeStaffRole(member.id, 'admin', {
      userId: kept.id,
      name: kept.name,
      email: kept.email,
    })
    expect(await viewerWith(phone)).toMatchObject({ mustSetUpTwoFactor: true })
    const before = new Date()
    await enrolWithActions(desk, member.password, true)
    expect(await viewerWith(phone)).toBeNull()
    expect(await viewerWith(desk)).toBeNull() // replaced by the one enabling made
    const left = await db().select().from(sessions).where(eq(sessions.userId, member.id))
    expect(left).toHaveLength(1)
    expect(left[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime())
  })

  it('gives a user promoted to admin the grace again, and the reset script too', async () => {
    const admin = await staffWithPassword('admin')
    const other = await staffWithPassword('admin')
    const by = { userId: other.id, name: other.name, email: other.email }
    expect(await signInWithForm(admin.email, admin.password)).toBe('signed in')
    expect(await signInWithForm(admin.email, admin.password)).toBe(REFUSED)
    await changeStaffRole(admin.id, 'moderator', by)
    expect(await signInWithForm(admin.email, admin.password)).toBe('signed in')
    await changeStaffRole(admin.id, 'admin', by)
    expect(await graceUsedAt(admin.id)).toBeNull()
    expect(await signInWithForm(admin.email, admin.password)).toBe('signed in')
    expect(await signInWithForm(admin.email, admin.password)).toBe(REFUSED)
    // The sole admin's way back (scripts/reset-admin-two-factor.ts).
    expect(await resetTwoFactor(admin.email.toUpperCase())).toBe(true)
    expect(await signInWithForm(admin.email, admin.password)).toBe('signed in')
    expect(await resetTwoFactor(`nobody-${randomUUID()}@staff.example`)).toBe(false)
  })

  it('refuses to turn an admin’s two-factor off; a new device puts the requirement back at once', async () => {
    const admin = await staffWithPassword('admin')
    const secret = await enrolWithActions(await passwordSession(admin), admin.password, false)
    const cookie = await codeSession(admin, secret)
    setRequest({ cookie })
    expect(await disableTwoFactor(null, form({ password: admin.password }))).toMatchObject({
      ok: false,
      message: 'auth.messages.twoFactorStaysOn',
    })
    expect(await getViewer()).toMatchObject({ twoFactorEnabled: true })

    const started = await startTwoFactorEnrolment(null, form({ password: admin.password }))
    if (!started.ok) throw new Error(started.message)
    expect(started.data.secret).not.toBe(secret)
    expect(await getViewer()).toMatchObject({ mustSetUpTwoFactor: true })
    expect(await authorize('content')).toEqual({ ok: false, denial: 'two-factor-setup' })
    // The old app's code no longer confirms anything; the new one's does.
    expect(await confirmTwoFactorEnrolment(null, form({ code: totp(secret) }))).toMatchObject({
      ok: false,
    })
    expect(
      await confirmTwoFactorEnrolment(null, form({ code: totp(started.data.secret) })),
    ).toMatchObject({ ok: true, data: { othersSignedOut: false } })
    expect(await viewerWith(cookie)).toBeNull() // replaced as it went on
    const after = await db().select().from(users).where(eq(users.id, admin.id))
    expect(after[0]!.twoFactorEnabled).toBe(true)
    // Walking away from a new device is no way to a password-only sign-in.
    expect(await graceUsedAt(admin.id)).toBeInstanceOf(Date)
  })

  it('seeds the admin with a known authenticator secret only when SEED_ADMIN_TOTP_SECRET is set', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP'
    const enrolled = {
      email: `${uniqueSlug('seeded')}@example.com`,
      password: 'seeded admin password',
    }
    const logins = await ensureStaffAccounts(await migratedDb(), {
      dataDir: tempDir(),
      env: {
        SEED_ADMIN_EMAIL: enrolled.email,
        SEED_ADMIN_PASSWORD: enrolled.password,
        SEED_ADMIN_TOTP_SECRET: secret,
        SEED_MODERATOR_EMAIL: `${uniqueSlug('seeded-mod')}@example.com`,
      },
    })
    expect(logins[0]).toMatchObject({ role: 'admin', twoFactor: true })
    expect(base32Decode(secret)).toHaveLength(15)
    // The password leads to the code, and the app's code (as the e2e helpers compute it) in.
    const challenge = await auth().api.signInEmail({
      body: enrolled,
      headers: new Headers(),
      returnHeaders: true,
    })
    expect(challenge.response).toMatchObject({ twoFactorRedirect: true })
    const signedIn = await auth().api.verifyTOTP({
      body: { code: totp(secret) },
      headers: new Headers({ cookie: cookieHeaderOf(challenge.headers) }),
      returnHeaders: true,
    })
    expect(await viewerWith(cookieHeaderOf(signedIn.headers))).toMatchObject({
      role: 'admin',
      mustSetUpTwoFactor: false,
    })

    // Without it (production), the start-up output says the first sign-in sets it up.
    const plain = await ensureStaffAccounts(await migratedDb(), {
      dataDir: tempDir(),
      env: {
        SEED_ADMIN_EMAIL: `${uniqueSlug('plain')}@example.com`,
        SEED_MODERATOR_EMAIL: `${uniqueSlug('plain-mod')}@example.com`,
      },
    })
    expect(plain[0]).toMatchObject({ role: 'admin', twoFactor: false })
    const printed = describeStaffLogins({ staff: plain, seededContent: null }, 'http://localhost')
    expect(printed).toContain('the first sign-in leads to its set-up')
  })
})
