import { revalidateTag } from 'next/cache'
import { contentTags } from '@/lib/content/cache'
import { clearPageCache } from '@/lib/content/clear-page-cache'
import { forgetPublicSlugs } from '@/lib/content/public-slugs'
import { isInternalRequest } from '@/lib/server/internal-request'

/**
 * Another instance changed public content (lib/content/start-content-sync.ts): every public
 * read of this process expires now. Only this process can call it; to anyone else it is a 404.
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request)) return new Response('Not found', { status: 404 })
  revalidateTag(contentTags.all, { expire: 0 })
  forgetPublicSlugs()
  clearPageCache() // again: a page rendered before the expiry may have been stored meanwhile
  return new Response(null, { status: 204 })
}
