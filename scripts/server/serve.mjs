// The production server: Next.js in this process on an internal loopback port, and in front of
// it the public listener, which answers repeat requests for public pages from PageCache and
// passes everything else through unchanged. One process, so the embedded database's lock and
// the cache invalidation hook (globalThis[PAGE_CACHE_GLOBAL]) both stay simple.
import { createServer, request as forwardRequest } from 'node:http'
import next from 'next'
import {
  cacheKeyFor,
  isCacheableResponse,
  PAGE_CACHE_GLOBAL,
  PageCache,
  preferredEncoding,
} from './page-cache.mjs'

const root = process.cwd()
const port = Number(process.env.PORT || 3000)

const cache = new PageCache()
globalThis[PAGE_CACHE_GLOBAL] = cache

const app = next({ dir: root, dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const internal = createServer((req, res) => handle(req, res))
await new Promise((resolve) => internal.listen(0, '127.0.0.1', resolve))
const internalPort = /** @type {import('node:net').AddressInfo} */ (internal.address()).port

function sendCached(req, res, entry, source = 'HIT') {
  const etag = entry.headers.etag
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': entry.headers['cache-control'] ?? 'no-cache' })
    return res.end()
  }
  const encoding = preferredEncoding(String(req.headers['accept-encoding'] ?? ''))
  const body = entry.bodies[encoding]
  res.writeHead(200, {
    ...entry.headers,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    vary: 'Accept-Encoding',
    'content-length': body.length,
    'x-page-cache': source,
  })
  res.end(body)
}

/**
 * The forwarding headers Next should see: the client address this listener saw is appended last
 * (earlier entries come from the client and can be forged).
 * @param {import('node:http').IncomingMessage} req
 */
function forwardedHeaders(req) {
  const client = req.socket.remoteAddress ?? ''
  return {
    ...req.headers,
    'x-forwarded-for': req.headers['x-forwarded-for']
      ? `${req.headers['x-forwarded-for']}, ${client}`
      : client,
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
  }
}

/** A page PageCache may keep: fetched over loopback so its whole body can be captured. */
function forward(req, res, cacheKey) {
  const headers = forwardedHeaders(req)
  // Fetched uncompressed; PageCache compresses it once.
  headers['accept-encoding'] = 'identity'
  const upstream = forwardRequest(
    { host: '127.0.0.1', port: internalPort, method: req.method, path: req.url, headers },
    (response) => {
      if (!isCacheableResponse(response.statusCode, response.headers)) {
        res.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(res)
        return
      }
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        cache.set(cacheKey, response.headers, Buffer.concat(chunks))
        const entry = cache.get(cacheKey)
        if (entry) sendCached(req, res, entry, 'MISS')
      })
      response.on('error', () => res.destroy())
    },
  )
  upstream.on('error', (error) => {
    console.error('Internal request failed', error)
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end('Bad gateway')
  })
  req.pipe(upstream)
}

/**
 * A visitor's form post (a lead form's server action). Its answer is about 130 bytes, and
 * gzipping it cut lead submissions per second by about a fifth (bench/leads.mjs: 341/s → 276/s).
 * @param {import('node:http').IncomingMessage} req
 */
function isPublicFormPost(req) {
  return (
    req.method === 'POST' &&
    req.headers['next-action'] !== undefined &&
    !req.url?.startsWith('/admin')
  )
}

const server = createServer((req, res) => {
  const cacheKey = cacheKeyFor(req)
  const entry = cacheKey ? cache.get(cacheKey) : null
  if (entry) return sendCached(req, res, entry)
  if (cacheKey) return forward(req, res, cacheKey)
  // Nothing to keep (form posts, admin, assets): Next answers here, without a loopback hop.
  req.headers = forwardedHeaders(req)
  if (isPublicFormPost(req)) delete req.headers['accept-encoding']
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    internal.close()
    process.exit(0)
  })
}
