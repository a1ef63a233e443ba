import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'

export type RateLimitRule = { limit: number; windowMs: number }

/**
 * Counts one request under `key` in a fixed window and says whether it is within the limit.
 * One upsert in the database, so the count holds across app instances.
 */
export async function withinRateLimit(
  key: string,
  { limit, windowMs }: RateLimitRule,
  now = new Date(),
): Promise<boolean> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await db()
    .insert(rateLimits)
    .values({ key: key.slice(0, 200), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count })
  return (row?.count ?? 0) <= limit
}
