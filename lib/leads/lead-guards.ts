import 'server-only'
import { clientAddress } from '@/lib/server/client-address'
import { env } from '@/lib/env'
import { withinRateLimit } from '@/lib/server/rate-limit'

const WINDOW_MS = 10 * 60 * 1000

/** Null outside an HTTP request (scripts, tests): nobody to limit. */
async function requestAddress(): Promise<string | null> {
  try {
    return await clientAddress()
  } catch {
    return null
  }
}

/** Per-address limit on lead submissions of one kind (LEAD_RATE_LIMIT per 10 minutes). */
export async function leadRateLimitOk(action: string): Promise<boolean> {
  const address = await requestAddress()
  if (address === null) return true
  return withinRateLimit(`lead:${action}:${address}`, {
    limit: env().LEAD_RATE_LIMIT,
    windowMs: WINDOW_MS,
  })
}
