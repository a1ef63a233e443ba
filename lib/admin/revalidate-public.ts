import 'server-only'
import { updateTag } from 'next/cache'
import { contentTags } from '@/lib/content/cache'

type PageCache = { clear: () => void }

/**
 * After an admin write: every public page lists developers and projects in its header, so any
 * content change expires all public reads (updateTag: the next request renders fresh data,
 * the editor reads their own write) and empties the front server's page micro-cache.
 */
export function revalidatePublicContent(): void {
  updateTag(contentTags.all)
  const pageCache = (globalThis as Record<symbol, PageCache | undefined>)[
    Symbol.for('masar.pageCache')
  ]
  pageCache?.clear()
}
