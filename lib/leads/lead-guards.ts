import 'server-only'
import type { AddressLimit } from '@/lib/actions/public-action'
import { env } from '@/lib/env'

const WINDOW_MS = 10 * 60 * 1000

/** Per-address limit on lead submissions of one kind (LEAD_RATE_LIMIT per 10 minutes). */
export const leadLimit = (action: string, address: string): AddressLimit => ({
  key: `lead:${action}:${address}`,
  limit: env().LEAD_RATE_LIMIT,
  windowMs: WINDOW_MS,
})

/** Message keys (under leadForm / consultation errors in messages/*.json) of refusals. */
export const LEAD_MESSAGES = {
  invalid: 'invalid',
  rateLimited: 'rateLimited',
  step1Missing: 'step1Missing',
} as const
