import 'server-only'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { importMediaItem } from './import-media-item'

export type ImportSummary = {
  ready: number
  failed: number
  skipped: number
  /** Not started within the time budget: still pending. */
  remaining: number
}

/** Two at a time: the machine's cores, without starving requests on a busy server. */
const CONCURRENCY = 2

/**
 * Imports every pending library item (see importMediaItem). At start-up only the masters are
 * made (`variants: false`), which keeps ~70 seed images to a few seconds; each served size is
 * then made on its first request. With `budgetMs`, no import starts after that long (remote
 * sources may take seconds each): the rest stay pending, counted in `remaining`.
 */
export async function importPendingMedia({
  variants = false,
  budgetMs = Infinity,
}: { variants?: boolean; budgetMs?: number } = {}): Promise<ImportSummary> {
  const deadline = Date.now() + budgetMs
  const pending = await db()
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.status, 'pending'), isNull(media.deletedAt)))
    .orderBy(asc(media.createdAt), asc(media.id))
  const summary: ImportSummary = { ready: 0, failed: 0, skipped: 0, remaining: 0 }
  const queue = pending.map((row) => row.id)
  const worker = async () => {
    while (queue.length > 0 && Date.now() < deadline) {
      summary[await importMediaItem(queue.shift()!, { variants })] += 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  summary.remaining = queue.length
  return summary
}
