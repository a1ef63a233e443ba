import 'server-only'
import type { AddressLimit } from '@/lib/actions/public-action'
import { env } from '@/lib/env'
import { resetRateLimit, withinRateLimit } from '@/lib/server/rate-limit'

const WINDOW_MS = 15 * 60 * 1000

const accountKey = (address: string, email: string) => `signin:${address}:${email}`

/**
 * One sign-in attempt counts for this address and account, for the address alone (five
 * accounts' worth), and for the account from anywhere (three addresses' worth: guessing one
 * staff password from many addresses), in the database so the limits hold across instances.
 */
export function signInLimits(address: string, email: string): AddressLimit[] {
  const limit = env().SIGN_IN_RATE_LIMIT
  return [
    { key: accountKey(address, email), limit, windowMs: WINDOW_MS },
    { key: `signin:${address}`, limit: limit * 5, windowMs: WINDOW_MS },
    { key: `signin-account:${email}`, limit: limit * 3, windowMs: WINDOW_MS },
  ]
}

/** Counts one attempt under every limit; false once any of them is reached. */
export async function signInAttemptAllowed(address: string, email: string): Promise<boolean> {
  const checks = signInLimits(address, email).map(({ key, ...rule }) => withinRateLimit(key, rule))
  return !(await Promise.all(checks)).includes(false)
}

/** A successful sign-in starts the account's counts again. */
export const clearSignInAttempts = async (address: string, email: string) => {
  await resetRateLimit(accountKey(address, email))
  await resetRateLimit(`signin-account:${email}`)
}
