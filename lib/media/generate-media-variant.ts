import 'server-only'
import { logError } from '@/lib/server/log-error'
import { encodeMediaVariant } from './encode-media-variant'
import { CONTENT_TYPES, masterKey, variantKey } from './media-keys'
import type { MediaFormat } from './media-urls'
import { mediaStorage } from './storage/media-storage-for-env'

/** Variants being made in this process, by key: concurrent requests share one encode. */
const inFlight = new Map<string, Promise<Buffer | null>>()

async function generate(id: string, width: number, format: MediaFormat): Promise<Buffer | null> {
  const storage = mediaStorage()
  const master = await storage.get(masterKey(id))
  if (!master) return null
  const bytes = await encodeMediaVariant(master, width, format)
  // Served even if it cannot be kept: the next request makes it again.
  await storage
    .put(variantKey(id, width, format), bytes, CONTENT_TYPES[format])
    .catch((error: unknown) => logError('A media variant could not be stored', error))
  return bytes
}

/**
 * A served size that is not in storage (imported items, a lost file): made from the master,
 * stored, and returned. Null when the master itself is missing.
 */
export function generateMediaVariant(
  id: string,
  width: number,
  format: MediaFormat,
): Promise<Buffer | null> {
  const key = variantKey(id, width, format)
  const running = inFlight.get(key)
  if (running) return running
  const work = generate(id, width, format).finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}
