import { env } from '@/lib/env'
import { expirePublicContent } from './expire-public-content'
import { listenForContentChanges, type ContentListener } from './listen-for-content-changes'

/**
 * With several app instances on one PostgreSQL database, another instance's content edit
 * expires this one's caches too, within about a second instead of at their timeouts.
 */
export function startContentSync(): ContentListener | null {
  const { DATABASE_URL, DATABASE_LISTEN_URL } = env()
  if (!DATABASE_URL) return null
  return listenForContentChanges({
    url: DATABASE_LISTEN_URL || DATABASE_URL,
    onChange: () => void expirePublicContent('listener'),
  })
}
