import { env } from '@/lib/env'
import { postToSelf } from '@/lib/server/internal-request'
import { logError } from '@/lib/server/log-error'
import { clearPageCache } from './clear-page-cache'
import { listenForContentChanges, type ContentListener } from './listen-for-content-changes'
import { forgetPublicSlugs } from './public-slugs'

/** The route that expires this process's public content (app/api/internal/content-changed). */
export const CONTENT_CHANGED_PATH = '/api/internal/content-changed'

/**
 * With several app instances on one PostgreSQL database, another instance's content edit
 * expires this one's caches too, within about a second instead of at their timeouts.
 */
export function startContentSync(): ContentListener | null {
  const { DATABASE_URL, DATABASE_LISTEN_URL } = env()
  if (!DATABASE_URL) return null
  return listenForContentChanges({
    url: DATABASE_LISTEN_URL || DATABASE_URL,
    // Next's data cache expires only within a request, hence the call to this process's own
    // route, which expires everything. Should that fail, what needs no request is done here.
    onChange: () => {
      postToSelf(CONTENT_CHANGED_PATH).catch((error: unknown) => {
        forgetPublicSlugs()
        clearPageCache()
        logError('A content change from another instance was not applied in full', error)
      })
    },
  })
}
