import 'server-only'
import { and, eq } from 'drizzle-orm'
import { isAppError } from '@/lib/actions/app-error'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { db } from '@/lib/db/client'
import { media } from '@/lib/db/schema'
import { logError } from '@/lib/server/log-error'
import { MAX_SOURCE_BYTES, REMOTE_TIMEOUT_MS } from './fetch-public-image'
import { storedImportError, type ImportError } from './import-error'
import { formatBytes } from './media-limits'
import { prepareMediaFiles } from './prepare-media-files'
import { isSitePath, readImageSource } from './read-image-source'
import { mediaStorage } from './storage/media-storage-for-env'
import { writeMediaFiles } from './write-media-files'

export type ImportOutcome = 'ready' | 'failed' | 'skipped'

/** Imports in progress in this process, by id: a second caller waits for the first. */
const inFlight = new Map<string, Promise<ImportOutcome>>()

function unreadable(url: string): ImportError {
  if (isSitePath(url)) return { message: 'media.importErrors.missing', values: { url } }
  if (!/^https?:\/\//i.test(url))
    return { message: 'media.importErrors.notAddress', values: { url } }
  return {
    message: 'media.importErrors.notFetched',
    values: { url, seconds: REMOTE_TIMEOUT_MS / 1000, size: formatBytes(MAX_SOURCE_BYTES) },
  }
}

async function importNow(id: string, variants: boolean): Promise<ImportOutcome> {
  const [row] = await db()
    .select({ sourceUrl: media.sourceUrl, name: media.originalName })
    .from(media)
    .where(and(eq(media.id, id), eq(media.status, 'pending')))
  if (!row) return 'skipped'
  const markFailed = async (error: ImportError) => {
    await db()
      .update(media)
      .set({ status: 'failed', importError: storedImportError(error) })
      .where(and(eq(media.id, id), eq(media.status, 'pending')))
    return 'failed' as const
  }
  const url = row.sourceUrl?.trim() ?? ''
  const bytes = url ? await readImageSource(url) : null
  if (!bytes) return markFailed(url ? unreadable(url) : { message: 'media.importErrors.noSource' })
  let prepared
  try {
    prepared = await prepareMediaFiles(id, bytes, row.name, { variants })
  } catch (error) {
    if (isAppError(error, 'refused'))
      return markFailed({ message: error.key as AdminMessageKey, values: error.values })
    throw error
  }
  // A storage failure is not the source's fault: the row stays pending, to be tried again.
  await writeMediaFiles(mediaStorage(), id, prepared.files)
  await db()
    .update(media)
    .set({
      status: 'ready',
      kind: prepared.kind,
      sourceType: prepared.sourceType,
      byteSize: prepared.byteSize,
      width: prepared.width,
      height: prepared.height,
      importError: null,
    })
    .where(and(eq(media.id, id), eq(media.status, 'pending')))
  return 'ready'
}

/**
 * Imports one pending item (an image URL typed before the library existed, or a seed image)
 * from its source_url, the way an upload is processed: ready with its master (and variants
 * unless `variants` is false), or failed with import_error saying why. Once per id at a time.
 */
export function importMediaItem(id: string, { variants = true } = {}): Promise<ImportOutcome> {
  const running = inFlight.get(id)
  if (running) return running
  const work = importNow(id, variants)
    .catch((error: unknown) => {
      logError('A media item could not be imported', error)
      return 'skipped' as const
    })
    .finally(() => inFlight.delete(id))
  inFlight.set(id, work)
  return work
}
