import { unstable_cache } from 'next/cache'

/**
 * The one tag of every public read. Every public page lists developers and projects in its
 * header, so any content change expires them all (expirePublicContent): tags per project or
 * developer would never be expired on their own.
 */
export const CONTENT_TAG = 'content'

/**
 * Runs a public read through Next's data cache, keyed by name and arguments and tagged so
 * that expirePublicContent() makes an edit live on the next request.
 */
export function cachedRead<A, R>(
  name: string,
  read: (args: A) => Promise<R>,
): (args: A) => Promise<R> {
  return (args) =>
    unstable_cache(() => read(args), [name, JSON.stringify(args)], { tags: [CONTENT_TAG] })()
}
