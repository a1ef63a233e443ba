import 'server-only'
import { sql } from 'drizzle-orm'
import type { AddressLimit } from '@/lib/actions/public-action'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { resetRateLimit, withinRateLimit } from '@/lib/server/rate-limit'

const WINDOW_MS = 15 * 60 * 1000
/** The longest an unknown client waits between tries on a besieged account. */
export const MAX_DELAY_SECONDS = 15 * 60

const clientKey = (address: string, email: string) => `signin:${address}:${email}`
const accountKey = (email: string) => `signin-account:${email}`
const delayKey = (email: string) => `signin-delay:${email}`

/**
 * The limits of one client, counted before the password is checked: this address on this
 * account, and the address alone (five accounts' worth). The account's own count, from every
 * address, is accountAttemptWait's.
 */
export function signInLimits(address: string, email: string): AddressLimit[] {
  const limit = env().SIGN_IN_RATE_LIMIT
  return [
    { key: clientKey(address, email), limit, windowMs: WINDOW_MS },
    { key: `signin:${address}`, limit: limit * 5, windowMs: WINDOW_MS },
  ]
}

/**
 * Counts an attempt on the account from anywhere and says how many seconds this client must
 * wait before it may try (0: go ahead). Past 30 in 15 minutes (guessing one password from many
 * addresses), a client that never signed in to the account waits progressively, 2 s, 4 s, 8 s
 * … up to 15 minutes between tries, instead of the account being locked: the owner's own
 * browser or address (known) is never held back by someone else's wrong guesses.
 */
export async function accountAttemptWait(
  email: string,
  isKnown: () => Promise<boolean>,
  now = new Date(),
): Promise<number> {
  const rule = { limit: env().SIGN_IN_RATE_LIMIT * 3, windowMs: WINDOW_MS }
  // Whether the client is known is asked only of an account past its count (rare).
  if ((await withinRateLimit(accountKey(email), rule, now)) || (await isKnown())) return 0
  return progressiveWait(delayKey(email), now)
}

/**
 * One row per besieged account: when the last try went ahead and how many have. A try goes
 * ahead (and counts) once 2^count seconds (at most MAX_DELAY_SECONDS) have passed since the
 * last; after an hour without one the row starts again. Returns the seconds still to wait.
 */
export async function progressiveWait(key: string, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`
  const stale = sql`rate_limits.window_start <= ${at} - interval '1 hour'`
  const due = sql`rate_limits.window_start
    + least(power(2, rate_limits.count), ${MAX_DELAY_SECONDS}) * interval '1 second'`
  const went = (await db().execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${at}, 1)
    on conflict (key) do update set
      count = case when ${stale} then 1 else rate_limits.count + 1 end,
      window_start = excluded.window_start
    where ${stale} or ${due} <= ${at}
    returning count`)) as unknown as { rows: unknown[] }
  if (went.rows.length) return 0
  const held = (await db().execute(sql`
    select extract(epoch from ${due} - ${at}) as seconds from rate_limits where key = ${key}`)) as unknown as {
    rows: { seconds: string | number }[]
  }
  return Math.max(1, Math.ceil(Number(held.rows[0]?.seconds ?? 1)))
}

/** A complete sign-in starts the client's and the account's counts again. */
export const clearSignInAttempts = async (address: string, email: string) => {
  await resetRateLimit(clientKey(address, email))
  await resetRateLimit(accountKey(email))
  await resetRateLimit(delayKey(email))
}
