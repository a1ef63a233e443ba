import type { RateLimitRule } from '@/lib/server/rate-limit'

/**
 * Files one feed may send an hour. Data Manager fetches once a day; the rest is room for its
 * "test connection" and retries. A leaked credential cannot make the export run all day.
 */
export const FEED_FETCHES: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 }

/**
 * Refused fetches (wrong credential, no such feed) one client address may make in 15 minutes,
 * then 429 until the window ends, whatever it sends: guessing gets nowhere (a 192-bit password
 * aside) and cannot fill the activity log.
 */
export const FEED_FAILURES: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 }

export const feedKey = (feedId: string) => `feed:${feedId}`
export const failureKey = (client: string) => `feed-fail:${client}`
/** Held-back fetches are logged once per window and key, not once per request. */
export const limitedLogKey = (key: string) => `feed-limited-log:${key}`
