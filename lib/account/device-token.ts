import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

// Without a configured secret (tests, a bare `next dev`) cookies are good for this process only.
const processSecret = randomBytes(32).toString('base64url')
const sign = (token: string) =>
  createHmac('sha256', `device-token:${env().BETTER_AUTH_SECRET ?? processSecret}`)
    .update(token)
    .digest('base64url')

/** A new known-browser token, as its cookie holds it: `token.signature`. */
export function issueDeviceCookie(token = randomBytes(32).toString('base64url')): string {
  return `${token}.${sign(token)}`
}

/**
 * The token of a device cookie this server issued, or null: a value the browser made up (or
 * one from before cookies were signed) is no known browser, whatever it says.
 */
export function readDeviceCookie(value: string | null | undefined): string | null {
  const [token, signature, ...rest] = (value ?? '').split('.')
  if (!token || !signature || rest.length > 0 || token.length > 100) return null
  const expected = Buffer.from(sign(token))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}
