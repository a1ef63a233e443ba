import 'server-only'
import { asc, desc, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { staffNameIn } from '@/lib/db/record-names'
import { conversionFeeds, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { CONVERSION_STAGES, type ConversionStage } from '@/lib/lead-inbox/pipeline'
import { conversionFeedPath } from './feed-path'

export type ConversionFeedRow = {
  id: string
  stage: ConversionStage
  url: string
  username: string
  createdAt: Date
  createdBy: string | null
  lastFetchedAt: Date | null
}

const stageOf = (stage: string) =>
  CONVERSION_STAGES.find((known) => known === stage) ?? CONVERSION_STAGES[0]

/** Settings › Google Ads conversions by link: the feeds in use (admin only), no secret. */
export async function listConversionFeeds({
  viewer,
}: {
  viewer: Viewer
}): Promise<ConversionFeedRow[]> {
  requirePermission(viewer, 'administration')
  const rows = await db()
    .select({
      id: conversionFeeds.id,
      stage: conversionFeeds.stage,
      username: conversionFeeds.username,
      createdAt: conversionFeeds.createdAt,
      createdBy: staffNameIn(viewer.locale ?? 'en', users),
      lastFetchedAt: conversionFeeds.lastFetchedAt,
    })
    .from(conversionFeeds)
    .leftJoin(users, eq(users.id, conversionFeeds.createdBy))
    .where(isNull(conversionFeeds.revokedAt))
    .orderBy(desc(conversionFeeds.createdAt), asc(conversionFeeds.id))
  const site = env().siteUrl
  return rows.map((row) => ({
    ...row,
    stage: stageOf(row.stage),
    url: `${site}${conversionFeedPath(row.id)}`,
  }))
}
