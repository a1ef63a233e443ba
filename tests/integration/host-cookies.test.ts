import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auth } from '@/lib/auth/auth'
import { deviceCookieName, deviceCookieOptions } from '@/lib/auth/known-client'
import { db } from '@/lib/db/client'
import { accounts, userRoles, users } from '@/lib/db/schema'
import { totp } from '../../e2e/totp'
import { migratedDb } from '../support/db'
import { cookieHeaderOf } from '../support/request-scope'

// The site served over HTTPS: every staff cookie must be a __Host- cookie.
vi.hoisted(() => {
  process.env.SITE_URL = 'https://masar.example'
})

let member: { email: string; password: string }

beforeAll(async () => {
  await migratedDb()
  const id = randomUUID()
  member = { email: `host-${id.slice(0, 8)}@staff.example`, password: `Host-${randomUUID()}` }
  await db().insert(users).values({ id, name: 'Host', email: member.email, emailVerified: true })
  await db()
    .insert(accounts)
    .values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(member.password),
    })
  await db().insert(userRoles).values({ userId: id, role: 'moderator' })
})

/**
 * What a browser requires of a __Host- cookie (RFC 6265bis): Secure, Path=/, no Domain, so no
 * subdomain or plain-http page can set or shadow it.
 */
function expectHostCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
  expect(pair, line).toMatch(/^__Host-masar\./)
  const names = attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase())
  expect(names, line).toContain('secure')
  expect(attributes, line).toContain('Path=/')
  expect(names, line).not.toContain('domain')
  expect(names, line).toContain('httponly')
}

describe('staff cookies over HTTPS (__Host- prefix)', () => {
  it('names the session cookies __Host-masar.… with Secure, Path=/ and no Domain', async () => {
    const answer = await auth().api.signInEmail({
      body: member,
      headers: new Headers(),
      returnHeaders: true,
    })
    const lines = answer.headers.getSetCookie()
    expect(lines.some((line) => line.startsWith('__Host-masar.session_token='))).toBe(true)
    for (const line of lines) expectHostCookie(line)
  })

  it('names the two-factor challenge cookie the same way', async () => {
    const session = await auth().api.signInEmail({
      body: member,
      headers: new Headers(),
      returnHeaders: true,
    })
    const headers = new Headers({ cookie: cookieHeaderOf(session.headers) })
    const enrolment = await auth().api.enableTwoFactor({
      body: { password: member.password, method: 'totp' },
      headers,
    })
    if (enrolment.method !== 'totp') throw new Error('no TOTP enrolment')
    const secret = new URL(enrolment.totpURI).searchParams.get('secret')!
    await auth().api.verifyTOTP({ body: { code: totp(secret) }, headers })
    const challenge = await auth().api.signInEmail({
      body: member,
      headers: new Headers(),
      returnHeaders: true,
    })
    const lines = challenge.headers.getSetCookie()
    expect(lines.some((line) => line.startsWith('__Host-masar.two_factor='))).toBe(true)
    for (const line of lines) expectHostCookie(line)
  })

  it('sets the device cookie of a known browser the same way', () => {
    expect(deviceCookieName()).toBe('__Host-masar.device')
    expect(deviceCookieOptions()).toMatchObject({ secure: true, path: '/', httpOnly: true })
    expect(deviceCookieOptions()).not.toHaveProperty('domain')
  })
})
