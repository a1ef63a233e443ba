import { readMediaFile } from '@/lib/media/read-media-file'

type MediaRouteContext = { params: Promise<{ id: string; file: string }> }

/** A file's address never changes what it holds: an edit is a new item with a new id. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })

/**
 * "plan.pdf" as a download (ASCII fallback plus the UTF-8 original): a PDF is never shown by
 * the browser on this site's origin, where its scripts or forms would run as the site's.
 */
function disposition(name: string): string {
  const base = name.replace(/\.pdf$/i, '')
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document'
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${base}.pdf`)}`
}

/**
 * Media library files: /media/{id}/{width}.avif|webp and /media/{id}/document.pdf, from the
 * configured storage, cached for a year by browsers and CDNs. Unknown or deleted items and
 * sizes or formats an item does not have answer 404.
 */
export async function GET(request: Request, { params }: MediaRouteContext): Promise<Response> {
  const { id, file } = await params
  const found = await readMediaFile(id, file)
  if (!found) return notFound()
  const etag = `"${id}-${file}"`
  const headers: Record<string, string> = {
    'content-type': found.contentType,
    'cache-control': IMMUTABLE,
    etag,
    'x-content-type-options': 'nosniff',
    // Nothing in these files may run or be framed.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  }
  if (found.downloadName) headers['content-disposition'] = disposition(found.downloadName)
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers })
  headers['content-length'] = String(found.bytes.length)
  const { buffer, byteOffset, byteLength } = found.bytes
  return new Response(new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength), { headers })
}
