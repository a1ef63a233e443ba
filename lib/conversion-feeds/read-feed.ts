import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { conversionFeeds } from '@/lib/db/schema'
import { CONVERSION_STAGES, type ConversionStage } from '@/lib/lead-inbox/pipeline'

export type FeedForFetch = {
  id: string
  stage: ConversionStage
  username: string
  passwordHash: string
  revoked: boolean
}

/** The feed an address names, revoked or not (one read by primary key), or null. */
export async function readFeed(id: string): Promise<FeedForFetch | null> {
  const [row] = await db()
    .select({
      id: conversionFeeds.id,
      stage: conversionFeeds.stage,
      username: conversionFeeds.username,
      passwordHash: conversionFeeds.passwordHash,
      revokedAt: conversionFeeds.revokedAt,
    })
    .from(conversionFeeds)
    .where(eq(conversionFeeds.id, id))
  const stage = CONVERSION_STAGES.find((known) => known === row?.stage)
  if (!row || !stage) return null
  return { ...row, stage, revoked: row.revokedAt !== null }
}
