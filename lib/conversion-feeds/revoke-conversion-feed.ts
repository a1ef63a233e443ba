import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { conversionFeeds } from '@/lib/db/schema'
import { FEED_ACTIVITY } from './feed-activity'

/**
 * Ends a feed: from now on its address answers 404 whatever the credential. The row stays
 * (the activity log names it); revoking twice, or a made-up id, is "no longer there".
 */
export async function revokeConversionFeed(
  id: string,
  by: ActorSource,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(conversionFeeds)
      .set({ revokedAt: now, revokedBy: by.userId })
      .where(and(eq(conversionFeeds.id, id), isNull(conversionFeeds.revokedAt)))
      .returning({ username: conversionFeeds.username })
    if (!row) throw AppError.notFound('settings.feeds.fieldErrors.gone')
    await recordActivity(
      tx,
      actorOf(by),
      { ...FEED_ACTIVITY, entityId: id, entityLabel: row.username, action: 'revoked' },
      now,
    )
  })
}
