import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'
import { createBatcher } from './batcher'

export type RateLimitRule = { limit: number; windowMs: number }

type Hit = { key: string; rule: RateLimitRule; now: Date }

/**
 * Counts one request under `key` in a fixed window and says whether it is within the limit.
 * Counted by an upsert in the database, so the limit holds across app instances; concurrent
 * calls are counted together (one statement per window length).
 */
export function withinRateLimit(
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<boolean> {
  return countHit({ key: key.slice(0, 200), rule, now })
}

const countHit = createBatcher(async (hits: Hit[]) => {
  const answers = new Map<Hit, boolean>()
  const byWindow = new Map<number, Hit[]>() // (Map.groupBy needs Node 21)
  for (const hit of hits) {
    const group = byWindow.get(hit.rule.windowMs)
    if (group) group.push(hit)
    else byWindow.set(hit.rule.windowMs, [hit])
  }
  for (const [windowMs, group] of byWindow) {
    const counts = await addHits(group, windowMs)
    // The j-th of n hits on a key in this batch saw count - n + j.
    const seen = new Map<string, number>()
    for (const hit of group) {
      const { total, added } = counts.get(hit.key) ?? { total: 0, added: 0 }
      const index = (seen.get(hit.key) ?? 0) + 1
      seen.set(hit.key, index)
      answers.set(hit, total - added + index <= hit.rule.limit)
    }
  }
  return hits.map((hit) => answers.get(hit) ?? false)
})

/** One upsert adding each key's hits; a window that has run out starts again at them. */
async function addHits(hits: Hit[], windowMs: number) {
  const now = hits.reduce((latest, hit) => (hit.now > latest ? hit.now : latest), hits[0]!.now)
  const added = new Map<string, number>()
  for (const hit of hits) added.set(hit.key, (added.get(hit.key) ?? 0) + 1)
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const rows = await db()
    .insert(rateLimits)
    .values([...added].map(([key, count]) => ({ key, windowStart: now, count })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count })
  return new Map(rows.map((row) => [row.key, { total: row.count, added: added.get(row.key) ?? 0 }]))
}

/**
 * How many seconds are left before `key` may count again (0: it is within its limit now),
 * without counting a hit: a client over its limit is held back before its request is read.
 */
export async function rateLimitWait(
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const [row] = await db()
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key.slice(0, 200)))
  if (!row || row.count < rule.limit) return 0
  const left = row.windowStart.getTime() + rule.windowMs - now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** Forgets the count under `key` (a successful sign-in clears its failed attempts). */
export async function resetRateLimit(key: string): Promise<void> {
  await db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, key.slice(0, 200)))
}
