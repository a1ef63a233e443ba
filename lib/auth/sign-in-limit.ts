import 'server-only'
import { env } from '@/lib/env'
import { resetRateLimit, withinRateLimit } from '@/lib/server/rate-limit'

const WINDOW_MS = 15 * 60 * 1000

const accountKey = (address: string, email: string) => `signin:${address}:${email}`

/**
 * Counts one sign-in attempt for this address and account, and one for the address alone
 * (five accounts' worth), in the database so the limit holds across app instances.
 */
export async function signInAttemptAllowed(address: string, email: string): Promise<boolean> {
  const limit = env().SIGN_IN_RATE_LIMIT
  const [forAccount, forAddress] = await Promise.all([
    withinRateLimit(accountKey(address, email), { limit, windowMs: WINDOW_MS }),
    withinRateLimit(`signin:${address}`, { limit: limit * 5, windowMs: WINDOW_MS }),
  ])
  return forAccount && forAddress
}

/** A successful sign-in starts the account's count again. */
export const clearSignInAttempts = (address: string, email: string) =>
  resetRateLimit(accountKey(address, email))
