import 'server-only'
import { updateTag } from 'next/cache'
import { announceContentChange } from '@/lib/content/announce-content-change'
import { contentTags } from '@/lib/content/cache'
import { clearPageCache } from '@/lib/content/clear-page-cache'
import { forgetPublicSlugs } from '@/lib/content/public-slugs'
import { logError } from '@/lib/server/log-error'

/**
 * After an admin write: every public page lists developers and projects in its header, so any
 * content change expires all public reads (updateTag: the next request renders fresh data,
 * the editor reads their own write) and empties the front server's page micro-cache; the other
 * instances on the same PostgreSQL database are told to do the same.
 */
export function revalidatePublicContent(): void {
  updateTag(contentTags.all)
  forgetPublicSlugs()
  clearPageCache()
  announceContentChange().catch((error: unknown) =>
    logError('A content change was not announced to the other instances', error),
  )
}
