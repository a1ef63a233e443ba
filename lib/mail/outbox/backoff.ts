/** How long a claimed message is reserved for the worker that claimed it. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000
/** First retry after 30 s, doubling, at most hourly; never give up before 72 hours. */
export const RETRY_BASE_MS = 30 * 1000
export const RETRY_MAX_MS = 60 * 60 * 1000
export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1000

/** Delay before the next attempt once `attempts` attempts have failed (1 → 30 s, 2 → 60 s…). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20))
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS)
}
