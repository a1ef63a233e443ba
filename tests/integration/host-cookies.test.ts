import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auth } from '@/lib/auth/auth'
import { deviceCookieName, deviceCookieOptions } from '@/lib/account/known-client'
import { migratedDb } from '../support/db'
import { staffWithPassword, staffWithTwoFactor } from '../support/staff-session'

// The site served over HTTPS: every staff cookie must be a __Host- cookie.
vi.hoisted(() => {
  process.env.SITE_URL = 'https://masar.example'
})

let member: { email: string; password: string }

beforeAll(async () => {
  await migratedDb()
  member = await staffWithPassword('moderator')
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
    // The password of a member with an authenticator app: the challenge, not a session.
    const enrolled = await staffWithTwoFactor()
    const challenge = await auth().api.signInEmail({
      body: { email: enrolled.email, password: enrolled.password },
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
