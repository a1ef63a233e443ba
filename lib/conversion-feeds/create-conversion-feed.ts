import 'server-only'
import { actorOf, type ActorSource } from '@/lib/activity/actor-of'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import { conversionFeeds } from '@/lib/db/schema'
import { env } from '@/lib/env'
import type { ConversionStage } from '@/lib/lead-inbox/pipeline'
import { FEED_ACTIVITY } from './feed-activity'
import { newFeedCredentials } from './feed-credentials'
import { conversionFeedPath } from './feed-path'

/** What the admin is shown once: the password is in no other answer, ever. */
export type NewConversionFeed = {
  id: string
  stage: ConversionStage
  url: string
  username: string
  password: string
}

/** Makes a stage's feed with a fresh user name and password; logged (without the password). */
export async function createConversionFeed(
  stage: ConversionStage,
  by: ActorSource,
  now = new Date(),
): Promise<NewConversionFeed> {
  const { username, password, passwordHash } = newFeedCredentials(stage)
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(conversionFeeds)
      .values({ stage, username, passwordHash, createdBy: by.userId, createdAt: now })
      .returning({ id: conversionFeeds.id })
    await recordActivity(
      tx,
      actorOf(by),
      { ...FEED_ACTIVITY, entityId: row!.id, entityLabel: username, action: 'created' },
      now,
    )
    return row!.id
  })
  return { id, stage, url: `${env().siteUrl}${conversionFeedPath(id)}`, username, password }
}
