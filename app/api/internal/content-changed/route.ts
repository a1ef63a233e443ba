import { expirePublicContent } from '@/lib/content/expire-public-content'
import { isInternalRequest } from '@/lib/server/internal-request'

/**
 * Another instance changed public content (lib/content/start-content-sync.ts): every public
 * read of this process expires now. Only this process can call it; to anyone else it is a 404.
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request)) return new Response('Not found', { status: 404 })
  await expirePublicContent('route')
  return new Response(null, { status: 204 })
}
