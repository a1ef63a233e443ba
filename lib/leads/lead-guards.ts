import 'server-only'
import { headers } from 'next/headers'
import { env } from '@/lib/env'
import { withinRateLimit } from './rate-limit'

const WINDOW_MS = 10 * 60 * 1000

/**
 * The client's address as the front server saw it: the last x-forwarded-for entry is the one
 * it appended (earlier ones come from the client and can be forged). Null outside a request.
 */
async function clientAddress(): Promise<string | null> {
  try {
    const forwarded = (await headers()).get('x-forwarded-for')
    return forwarded?.split(',').at(-1)?.trim() || 'direct'
  } catch {
    return null // called outside an HTTP request (scripts, tests): nobody to limit
  }
}

/** Per-address limit on lead submissions of one kind (LEAD_RATE_LIMIT per 10 minutes). */
export async function leadRateLimitOk(action: string): Promise<boolean> {
  const address = await clientAddress()
  if (address === null) return true
  return withinRateLimit(`lead:${action}:${address}`, {
    limit: env().LEAD_RATE_LIMIT,
    windowMs: WINDOW_MS,
  })
}
