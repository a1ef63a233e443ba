import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { and, gt, inArray, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { sessionCookiePrefix } from '@/lib/auth/session-cookies'

/** How long a browser or address that signed in to an account stays known to it. */
export const KNOWN_CLIENT_DAYS = 90

const https = () => env().siteUrl.startsWith('https://')

/**
 * The browser's mark of a past sign-in: a random token the server issued, signed
 * (device-token.ts); only its hash is stored.
 */
export const deviceCookieName = () => `${sessionCookiePrefix(https())}.device`

export const deviceCookieOptions = () => ({
  httpOnly: true,
  secure: https(),
  sameSite: 'lax' as const,
  path: '/',
  maxAge: KNOWN_CLIENT_DAYS * 24 * 60 * 60,
})

// Kept as rows of the rate-limit table (key and time): what a sign-in check reads anyway.
const addressKey = (email: string, address: string) => `signin-known:${email}:${address}`
const deviceKey = (email: string, token: string) =>
  `signin-device:${email}:${createHash('sha256').update(token).digest('base64url')}`

/** `deviceToken`: the token of a signed device cookie (readDeviceCookie), never a raw value. */
export type SignInClient = { address: string; deviceToken?: string | null }

/** Whether this address or this browser signed in to the account in the last 90 days. */
export async function isKnownClient(
  email: string,
  { address, deviceToken }: SignInClient,
  now = new Date(),
): Promise<boolean> {
  const keys = [addressKey(email, address)]
  if (deviceToken) keys.push(deviceKey(email, deviceToken))
  const since = new Date(now.getTime() - KNOWN_CLIENT_DAYS * 24 * 60 * 60 * 1000)
  const rows = await db()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowStart, since)))
    .limit(1)
  return rows.length > 0
}

/**
 * After a complete sign-in: the address and browser are known to the account from now on.
 * Returns the browser's token (the signed one it had, or a new one); the caller signs it
 * into the device cookie.
 */
export async function rememberClient(
  email: string,
  { address, deviceToken }: SignInClient,
  now = new Date(),
): Promise<string> {
  const token = deviceToken ?? newToken()
  await db()
    .insert(rateLimits)
    .values(
      [addressKey(email, address), deviceKey(email, token)].map((key) => ({
        key: key.slice(0, 200),
        windowStart: now,
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: sql`excluded.window_start` },
    })
  return token
}

const newToken = () => randomBytes(32).toString('base64url')
