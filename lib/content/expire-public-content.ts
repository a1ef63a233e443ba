import { revalidateTag, updateTag } from 'next/cache'
import { postToSelf } from '@/lib/server/internal-request'
import { logError } from '@/lib/server/log-error'
import { announceContentChange } from './announce-content-change'
import { CONTENT_TAG } from './cache'
import { clearPageCache } from './clear-page-cache'
import { CONTENT_CHANGED_PATH } from './content-channel'
import { earlierRendersEnded } from './earlier-renders-ended'
import { forgetPublicSlugs } from './public-slugs'

/**
 * Where a content change is being applied, which decides how Next's data cache can be expired:
 * - `action`: an admin write in this process (a server action): `updateTag`, so the editor
 *   reads their own write, and the other instances are told (NOTIFY);
 * - `route`: another instance's change, inside this process's internal route (a request, where
 *   only `revalidateTag` is allowed); not told again;
 * - `listener`: another instance's change as the NOTIFY arrives, outside any request: Next's
 *   tags through the internal route; should that fail, what needs no request is done here.
 */
export type ContentChangeScope = 'action' | 'route' | 'listener'

/**
 * Expires every layer that keeps public content: Next's data cache (the one `content` tag:
 * every public page lists developers and projects in its header, so any change touches all of
 * them), the proxy's set of public slugs, the front server's page cache, and, for a change
 * made here, the other instances on the same PostgreSQL database.
 */
export async function expirePublicContent(scope: ContentChangeScope): Promise<void> {
  if (scope === 'listener') {
    postToSelf(CONTENT_CHANGED_PATH).catch((error: unknown) => {
      forgetPublicSlugs()
      clearPageCache()
      logError('A content change from another instance was not applied in full', error)
    })
    return
  }
  expireHere(scope)
  if (scope === 'action')
    announceContentChange().catch((error: unknown) =>
      logError('A content change was not announced to the other instances', error),
    )
  // A render that read the old content before the change and stores its page (or a read) after
  // it is taken for fresh: Next counts an entry stale only if its tag expired after it was
  // written. So everything expires again once those renders are over, and once more for the
  // renders that began in between and may have read what the first ones stored. The save
  // answers after that, so "saved" means visitors see it.
  for (let pass = 0; pass < 2 && (await earlierRendersEnded()); pass++) expireHere(scope)
}

function expireHere(scope: 'action' | 'route'): void {
  if (scope === 'action') updateTag(CONTENT_TAG)
  else revalidateTag(CONTENT_TAG, { expire: 0 })
  forgetPublicSlugs()
  // Emptied after the tag: a page rendered before the expiry is not stored (PageCache
  // keeps no page requested before its last clear()).
  clearPageCache()
}
