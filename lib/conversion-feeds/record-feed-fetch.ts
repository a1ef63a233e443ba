import 'server-only'
import { eq } from 'drizzle-orm'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { conversionFeeds } from '@/lib/db/schema'
import { FEED_ACTIVITY, type FeedFetchOutcome } from './feed-activity'

/**
 * Logs one fetch of a feed's address and what it was answered; a file sent also becomes the
 * feed's last fetch, in the same transaction. No actor (no staff member asked), and nothing of
 * the request: no credential, no client address. An address naming no feed is logged without
 * one (its text is the caller's, so it is not kept either).
 */
export async function recordFeedFetch(
  feed: { id: string; username: string } | null,
  outcome: FeedFetchOutcome,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    if (feed && outcome === 'fetched')
      await tx
        .update(conversionFeeds)
        .set({ lastFetchedAt: now })
        .where(eq(conversionFeeds.id, feed.id))
    await recordActivity(
      tx,
      null,
      {
        ...FEED_ACTIVITY,
        entityId: feed?.id ?? null,
        entityLabel: feed?.username ?? null,
        action: outcome,
      },
      now,
    )
  })
}
