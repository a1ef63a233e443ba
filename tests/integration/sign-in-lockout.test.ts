import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/lib/account/sign-in'
import { verifyTwoFactor } from '@/lib/account/verify-two-factor'
import { auth } from '@/lib/auth/auth'
import { deviceCookieName } from '@/lib/account/known-client'
import { accountAttemptWait, progressiveWait } from '@/lib/account/sign-in-limit'
import { totp } from '../../e2e/totp'
import { englishText } from '../support/admin-text'
import { migratedDb } from '../support/db'
import { cookieHeaderOf, cookiesSent, setRequest } from '../support/request-scope'
import { staffWithPassword, staffWithTwoFactor } from '../support/staff-session'

vi.mock('next/headers', () => import('../support/request-scope'))

// Smaller limits, the same rules: 2 tries per address and account, 6 per account from
// anywhere, 10 per address (two-factor codes), so each case needs few slow password checks.
const PER_CLIENT = 2
vi.hoisted(() => {
  process.env.SIGN_IN_RATE_LIMIT = '2'
})
const ACCOUNT_LIMIT = PER_CLIENT * 3
const CODES_PER_ADDRESS = PER_CLIENT * 5

const isRedirect = (error: unknown) =>
  String((error as { digest?: unknown })?.digest ?? '').startsWith('NEXT_REDIRECT')

/**
 * What a client sees: "signed in" (the redirect to the dashboard) or the refusal's message, as
 * the English form words it (the action answers with a catalogue key).
 */
async function outcome(call: () => Promise<{ ok: boolean; message?: string } | unknown>) {
  try {
    const result = (await call()) as {
      ok: boolean
      message?: string
      values?: Record<string, number>
      data?: unknown
    }
    return result.ok ? result.data : englishText(result.message!, result.values)
  } catch (error) {
    if (isRedirect(error)) return 'signed in'
    throw error
  }
}

function signInFrom(address: string, email: string, password: string, cookie = '') {
  setRequest({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) })
  const form = new FormData()
  form.set('email', email)
  form.set('password', password)
  return outcome(() => signIn(null, form))
}

/** Wrong passwords from as many addresses (each under its own per-address limits). */
async function besiege(email: string, count: number, subnet: number) {
  const answers = []
  for (let i = 1; i <= count; i++)
    answers.push(await signInFrom(`198.51.${subnet}.${i}`, email, `wrong-${i}`))
  return answers
}

const unknown = async () => false
const known = async () => true

const LOCKED = 'Too many wrong codes for this account. Try again in 15 minutes.'
const WAIT = /^Too many sign-in attempts on this account\. Try again in \d+ seconds?\.$/

beforeAll(async () => {
  await migratedDb()
})

describe('sign-in under someone else’s wrong guesses (issue 22 §6)', () => {
  it('keeps the owner’s address and browser in, and slows unknown clients instead of locking', async () => {
    const { email, password } = await staffWithPassword('moderator')
    // The owner signs in once from the office: the address and this browser become known.
    expect(await signInFrom('203.0.113.10', email, password)).toBe('signed in')
    const device = cookiesSent().get(deviceCookieName())
    expect(device).toMatch(/^[\w-]{40,}\.[\w-]{40,}$/)

    // Wrong passwords from as many addresses: the account's limit (30 normally) are checked,
    // one more goes ahead (the first progressive step), the rest are told to wait seconds.
    const answers = await besiege(email, ACCOUNT_LIMIT + 4, 1)
    expect(
      answers.slice(0, ACCOUNT_LIMIT + 1).every((a) => a === 'Invalid email or password'),
    ).toBe(true)
    for (const answer of answers.slice(ACCOUNT_LIMIT + 1)) expect(answer).toMatch(WAIT)
    // An address that never signed in waits too, even with the right password.
    expect(await signInFrom('203.0.113.99', email, password)).toMatch(WAIT)
    // The owner's address is not held back (and its sign-in starts the counts again).
    expect(await signInFrom('203.0.113.10', email, password)).toBe('signed in')

    await besiege(email, ACCOUNT_LIMIT + 2, 2)
    expect(await signInFrom('203.0.113.98', email, password)).toMatch(WAIT)
    // The owner's browser, from an address it never used (a phone on mobile data), neither.
    const cookie = `${deviceCookieName()}=${device}`
    expect(await signInFrom('203.0.113.50', email, password, cookie)).toBe('signed in')
    // A made-up device cookie is no pass.
    await besiege(email, ACCOUNT_LIMIT + 2, 3)
    const forged = `${deviceCookieName()}=${'x'.repeat(43)}`
    expect(await signInFrom('203.0.113.51', email, password, forged)).toMatch(WAIT)
  })

  it('takes only a device cookie the server signed as a known browser (issue 38 §12)', async () => {
    const { email, password } = await staffWithPassword('moderator')
    const cookie = (value: string) => `${deviceCookieName()}=${value}`
    // A browser that made its cookie up signs in: the server issues one of its own instead.
    const chosen = `chosen-by-the-browser-${randomUUID()}`
    expect(await signInFrom('203.0.113.60', email, password, cookie(chosen))).toBe('signed in')
    const issued = cookiesSent().get(deviceCookieName())!
    expect(issued).not.toContain(chosen)

    // Under siege, the made-up value is no pass; the issued one is.
    await besiege(email, ACCOUNT_LIMIT + 2, 4)
    expect(await signInFrom('203.0.113.61', email, password, cookie(chosen))).toMatch(WAIT)
    expect(await signInFrom('203.0.113.62', email, password, cookie(issued))).toBe('signed in')

    // Nor is the issued token with a signature of the browser's own, or without one.
    const [token] = issued.split('.')
    await besiege(email, ACCOUNT_LIMIT + 2, 5)
    for (const forged of [`${token}.${'A'.repeat(43)}`, token!])
      expect(await signInFrom('203.0.113.63', email, password, cookie(forged))).toMatch(WAIT)
  })

  it('lets an unknown client past the limit try after 2 s, 4 s, 8 s … at most 15 minutes apart', async () => {
    const email = `besieged-${randomUUID().slice(0, 8)}@staff.example`
    const t0 = Date.parse('2026-11-26T09:00:00Z')
    const at = (seconds: number) => new Date(t0 + seconds * 1000)
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect(await accountAttemptWait(email, unknown, at(0))).toBe(0)
    expect(await accountAttemptWait(email, unknown, at(0))).toBe(0) // past the limit: goes ahead
    expect(await accountAttemptWait(email, unknown, at(1))).toBe(1) // next at 2 s
    expect(await accountAttemptWait(email, known, at(1))).toBe(0) // a known client never waits
    expect(await accountAttemptWait(email, unknown, at(2))).toBe(0)
    expect(await accountAttemptWait(email, unknown, at(3))).toBe(3) // next at 2 + 4 s
    expect(await accountAttemptWait(email, unknown, at(6))).toBe(0)
    expect(await accountAttemptWait(email, unknown, at(7))).toBe(7) // next at 6 + 8 s
  })

  it('doubles the gap up to 15 minutes and keeps it there; an hour without a try starts over', async () => {
    const key = `signin-delay:${randomUUID()}`
    const t0 = Date.parse('2026-11-26T09:00:00Z')
    const at = (seconds: number) => new Date(t0 + seconds * 1000)
    let now = 0
    const gaps: number[] = []
    for (let round = 0; round < 12; round++) {
      expect(await progressiveWait(key, at(now))).toBe(0)
      const wait = await progressiveWait(key, at(now + 1))
      gaps.push(wait + 1)
      now += wait + 1
    }
    expect(gaps).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900])
    // Refused tries do not move the next one further away.
    expect(await progressiveWait(key, at(now - 100))).toBe(100)
    expect(await progressiveWait(key, at(now + 3600))).toBe(0)
    expect(await progressiveWait(key, at(now + 3601))).toBe(2 - 1)
  })
})

describe('two-factor guessing (issue 22: integration test of the limits)', () => {
  /** The password passed: the challenge cookie for the second step. */
  async function challenge(member: { email: string; password: string }) {
    const answer = await auth().api.signInEmail({
      body: member,
      headers: new Headers(),
      returnHeaders: true,
    })
    expect(answer.response).toMatchObject({ twoFactorRedirect: true })
    return cookieHeaderOf(answer.headers)
  }

  function verifyFrom(address: string, cookie: string, code: string) {
    setRequest({ 'x-forwarded-for': address, cookie })
    const form = new FormData()
    form.set('code', code)
    return outcome(() => verifyTwoFactor(null, form))
  }

  const wrong = (secret: string) =>
    String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0')

  it('ends a challenge after 5 wrong codes and locks the second step after 10 in a row', async () => {
    const member = await staffWithTwoFactor()
    const first = await challenge(member)
    for (let i = 0; i < 5; i++)
      expect(await verifyFrom('192.0.2.10', first, wrong(member.secret))).toBe('Invalid code')
    // The right code no longer opens this challenge: the password must be given again.
    expect(await verifyFrom('192.0.2.10', first, totp(member.secret))).toBe(
      'Too many wrong codes. Sign in again with your password.',
    )
    // From another address (each is under its own limit of codes, below).
    const second = await challenge(member)
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await verifyFrom('192.0.2.12', second, wrong(member.secret)))
    answers.push(await verifyFrom('192.0.2.12', await challenge(member), totp(member.secret)))
    expect(answers).toContain(LOCKED)
    expect(answers.at(-1)).toBe(LOCKED) // even the right code, from a fresh challenge
  })

  it('takes a code once: a second sign-in with it, or with an older one, is refused (issue 38 §4)', async () => {
    const member = await staffWithTwoFactor() // enrolled with the code of the step just past
    const now = Date.now()
    const code = totp(member.secret, now)
    expect(await verifyFrom('192.0.2.30', await challenge(member), code)).toBe('signed in')
    const USED = 'This code has already been used. Wait for the next one in your authenticator app.'
    // The same code again, from another address and a fresh challenge; the enrolment's code.
    expect(await verifyFrom('192.0.2.31', await challenge(member), code)).toBe(USED)
    const enrolment = totp(member.secret, now - 30_000)
    expect(await verifyFrom('192.0.2.31', await challenge(member), enrolment)).toBe(USED)
    // The app's next code opens the next sign-in (better-auth accepts a step either side).
    const next = totp(member.secret, now + 30_000)
    expect(await verifyFrom('192.0.2.32', await challenge(member), next)).toBe('signed in')
  })

  it('refuses an address after its codes for 15 minutes (50), while another address gets in', async () => {
    let used = 0
    while (used < CODES_PER_ADDRESS) {
      // Accounts of their own, so the per-account lock (10 in a row) is not what refuses.
      const member = await staffWithTwoFactor()
      const cookie = await challenge(member)
      for (let i = 0; i < 5; i++, used++)
        expect(await verifyFrom('192.0.2.20', cookie, wrong(member.secret))).toBe('Invalid code')
    }
    const member = await staffWithTwoFactor()
    const fresh = await challenge(member)
    expect(await verifyFrom('192.0.2.20', fresh, totp(member.secret))).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    )
    expect(await verifyFrom('192.0.2.21', fresh, totp(member.secret))).toBe('signed in')
  })
})
