// @ts-check
// Requests refused at the front door, before Next.js parses them: a path that cannot be decoded
// and a body larger than anything the product accepts. Next would otherwise answer both with 500.
// Plain Node: it runs before and outside the Next.js bundle.

/** No form, action or API of the product takes more (lead forms send a few kB, admin forms less). */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * The Media Library's upload (app/admin/(portal)/media/upload/route.ts): one file per request,
 * up to the largest the library takes (lib/media/media-limits.ts: PDFs, 20 MB).
 */
export const MEDIA_UPLOAD_PATH = '/admin/media/upload'
export const MAX_MEDIA_UPLOAD_BYTES = 20 * 1024 * 1024

/**
 * A server action's body: Next refuses more (next.config.mjs `serverActions.bodySizeLimit`), but
 * with a 500 and a stack trace in the log; here it is a 413 before Next reads it.
 */
export const MAX_ACTION_BODY_BYTES = 100 * 1024

/**
 * The body limit of a request: the upload path has its own, a server action (Next-Action
 * header) MAX_ACTION_BODY_BYTES, everything else MAX_BODY_BYTES.
 * @param {string | undefined} url
 * @param {import('node:http').IncomingHttpHeaders} [headers]
 */
export function bodyLimitFor(url = '/', headers = {}) {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  if (path === MEDIA_UPLOAD_PATH) return MAX_MEDIA_UPLOAD_BYTES
  return headers['next-action'] !== undefined ? MAX_ACTION_BODY_BYTES : MAX_BODY_BYTES
}

/**
 * The staff session cookies' names (better-auth: `{prefix}.session_token`, the prefixes of
 * lib/auth/session-cookies.ts: `__Host-masar` over HTTPS, `masar` on plain http).
 */
export const SESSION_COOKIE_NAMES = ['__Host-masar.session_token', 'masar.session_token']

/** Whether a request carries a (non-empty) staff session cookie; not whether it is valid. */
export function hasSessionCookie(/** @type {import('node:http').IncomingHttpHeaders} */ headers) {
  const cookies = String(headers.cookie ?? '').split(';')
  return cookies.some((cookie) => {
    const [name = '', value = ''] = cookie.split('=', 2).map((part) => part.trim())
    return SESSION_COOKIE_NAMES.includes(name) && value.length > 0
  })
}

/**
 * Why an upload is refused before a byte of its body is read, or null: the only path that
 * takes 20 MB answers 401 to a post without a session cookie (Next checks the session itself
 * before reading) and 411 to a body of unknown length, which would have to be held to be
 * measured (the Media Library's page always sends a length).
 * @param {string | undefined} url @param {string | undefined} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {{ status: 401 | 411, text: string } | null}
 */
export function uploadRefusal(url = '/', method = 'GET', headers = {}) {
  if (method !== 'POST' || bodyLimitFor(url) !== MAX_MEDIA_UPLOAD_BYTES) return null
  if (!hasSessionCookie(headers)) return { status: 401, text: 'Sign in to upload' }
  if (headers['content-length'] === undefined) return { status: 411, text: 'Length required' }
  return null
}

/** How much of a refused body is read (and dropped) so that its sender gets to read the 413. */
export const MAX_DRAINED_BYTES = 32 * 1024 * 1024

/**
 * Whether the request target's path holds a percent sign that is not a valid UTF-8 escape
 * (`/%`, `/%zz`, `/%c0`): no page can be named that way, and decoding it throws.
 * @param {string | undefined} url
 */
export function hasMalformedPath(url = '/') {
  const end = url.search(/[?#]/)
  try {
    decodeURIComponent(end === -1 ? url : url.slice(0, end))
    return false
  } catch {
    return true
  }
}

/**
 * Whether a declared Content-Length is over the limit (or not a length at all).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function declaredTooLarge(headers, limit = MAX_BODY_BYTES) {
  const declared = headers['content-length']
  if (declared === undefined) return false
  return !/^\d+$/.test(declared) || Number(declared) > limit
}

/** A body of unknown length: sent chunked, with no Content-Length to check up front. */
export const hasUnsizedBody = (/** @type {import('node:http').IncomingMessage} */ req) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined

/**
 * Holds back a chunked body while it arrives, counting it: once it has all come in (within the
 * limit) it is handed on unchanged and `onComplete` runs, so Next never reads a body this server
 * would refuse halfway. Past the limit, `onTooLarge` runs instead and the rest is dropped.
 * Node's HTTP parser delivers body chunks through `req.push`, which is wrapped here.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ onComplete: () => void, onTooLarge: () => void, limit?: number }} handlers
 */
export function holdUnsizedBody(req, { onComplete, onTooLarge, limit = MAX_BODY_BYTES }) {
  const push = req.push
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  let settled = false
  req.push = function countedPush(chunk, encoding) {
    if (settled) return false
    if (chunk === null) {
      settled = true
      req.push = push
      req.headers['content-length'] = String(size)
      delete req.headers['transfer-encoding']
      onComplete()
      for (const held of chunks) push.call(req, held)
      return push.call(req, null)
    }
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)
    size += buffer.length
    if (size > limit) {
      settled = true
      chunks.length = 0
      req.push = push // what follows is read by onTooLarge's answer, to be dropped
      onTooLarge()
      return true
    }
    chunks.push(buffer)
    return true
  }
}
