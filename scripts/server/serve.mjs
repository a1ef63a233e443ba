// The production server: Next.js in this process on an internal loopback port, and in front of
// it the public listener, which answers repeat requests for public pages from PageCache and
// passes everything else through. It also decides who the client is (TRUSTED_PROXIES) and adds
// the security headers every response carries. One process, so the embedded database's lock and
// the cache invalidation hook (globalThis[PAGE_CACHE_GLOBAL]) both stay simple.
import { createServer, request as forwardRequest } from 'node:http'
import { join } from 'node:path'
import next from 'next'
import { parseTrustedProxies, resolveClient } from './client-address.mjs'
import {
  cacheKeyFor,
  isCacheableResponse,
  PAGE_CACHE_GLOBAL,
  PageCache,
  preferredEncoding,
} from './page-cache.mjs'
import {
  bodyLimitFor,
  declaredTooLarge,
  hasMalformedPath,
  hasUnsizedBody,
  holdUnsizedBody,
  MAX_DRAINED_BYTES,
  uploadRefusal,
} from './request-guards.mjs'
import {
  BASE_HEADERS,
  HSTS,
  inlineScriptHashes,
  ORIGINAL_QUERY_HEADER,
  PAGE_STATUS_HEADER,
  pagePolicy,
  RESOURCE_POLICY,
  STRIPPED_HEADERS,
} from './security-headers.mjs'
import { distDir } from './dist-dir.mjs'
import { loadScriptsAfterPaint } from './scripts-after-load.mjs'
import { IMMUTABLE, StaticAssets } from './static-assets.mjs'

const root = process.cwd()
const port = Number(process.env.PORT || 3000)

let trust
try {
  trust = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`)
  process.exit(1)
}

/**
 * A CDN may keep a public page but must ask again on every request (a conditional request: the
 * page cache answers 304 while nothing changed), so an unpublished or deleted project is gone
 * on the next request everywhere, not after the CDN's copy expires.
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, must-revalidate'
/** The same URL answers HTML, or an RSC payload to Next's router: caches must keep them apart. */
const PAGE_VARY =
  'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding'

const cache = new PageCache()
globalThis[PAGE_CACHE_GLOBAL] = cache
const staticAssets = new StaticAssets(join(distDir(root), 'static'))

const app = next({ dir: root, dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const internal = createServer((req, res) => handle(req, res))
await new Promise((resolve) => internal.listen(0, '127.0.0.1', resolve))
const internalPort = /** @type {import('node:net').AddressInfo} */ (internal.address()).port
// Where the app's background tasks reach its own routes (lib/server/internal-request.ts).
globalThis[Symbol.for('masar.internalOrigin')] = `http://127.0.0.1:${internalPort}`

const first = (/** @type {string | string[] | undefined} */ value) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined

/**
 * Who sent the request and how: the client address, and the host and scheme the visitor used.
 * X-Forwarded-Host and -Proto count only when a trusted proxy passed the request on.
 * @param {import('node:http').IncomingMessage} req
 */
function requestFacts(req) {
  const { address, viaTrustedProxy } = resolveClient({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trust,
  })
  const forwardedProto = viaTrustedProxy ? first(req.headers['x-forwarded-proto']) : undefined
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http'
  const host = (viaTrustedProxy && first(req.headers['x-forwarded-host'])) || req.headers.host || ''
  return { client: address, proto, host, https: proto === 'https' }
}

/**
 * The request headers Next sees: exactly one client address and the visitor's host and scheme,
 * whatever forwarding headers the client sent.
 * @param {import('node:http').IncomingMessage} req @param {ReturnType<typeof requestFacts>} facts
 */
function forwardedHeaders(req, facts) {
  const headers = { ...req.headers }
  for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-port', ORIGINAL_QUERY_HEADER])
    delete headers[name]
  headers['x-forwarded-for'] = facts.client
  headers['x-forwarded-host'] = facts.host
  headers['x-forwarded-proto'] = facts.proto
  return headers
}

/**
 * The status to send: Next's, or the one proxy.ts asked for (the 404 page renders as a page).
 * @param {number} status @param {Record<string, unknown>} headers
 */
function pageStatus(status, headers) {
  const asked = Number(headers[PAGE_STATUS_HEADER])
  return status === 200 && asked >= 400 && asked < 500 ? asked : status
}

/** @param {ReturnType<typeof requestFacts>} facts */
const securityHeaders = (facts) => ({
  ...BASE_HEADERS,
  ...(facts.https ? { 'strict-transport-security': HSTS } : {}),
})

/** @param {Record<string, string | string[] | undefined>} headers */
function withoutStripped(headers) {
  const kept = { ...headers }
  for (const name of STRIPPED_HEADERS) delete kept[name]
  // x-nextjs-cache, -prerender, -stale-time…: how Next made the page is nobody's business.
  for (const name of Object.keys(kept)) if (name.startsWith('x-nextjs-')) delete kept[name]
  return kept
}

/**
 * A public page's policy: the app's own inline scripts allowed by hash, framed only by this
 * site. Another inline script is left out (the browser blocks it) and named in the log.
 * @param {string} html @param {string} path
 */
const pagePolicies = (html, path) => {
  const { hashes: scripts, unknown } = inlineScriptHashes(html)
  if (unknown > 0)
    console.warn(
      `${unknown} inline script(s) on ${path} are not the app's own: not allowed by its CSP`,
    )
  return {
    http: pagePolicy({ scripts, frameAncestors: "'self'" }),
    https: pagePolicy({ scripts, frameAncestors: "'self'", https: true }),
  }
}

function sendCached(req, res, entry, facts, source = 'HIT') {
  const etag = entry.headers.etag
  const security = securityHeaders(facts)
  const policy = entry.meta.policies[facts.https ? 'https' : 'http']
  if (etag && req.headers['if-none-match'] === etag) {
    // The headers a browser or CDN updates its copy with: the page's, as on a 200.
    res.writeHead(304, {
      ...security,
      etag,
      'content-security-policy': policy,
      'cache-control': PUBLIC_PAGE_CACHE_CONTROL,
      vary: PAGE_VARY,
    })
    return res.end()
  }
  const encoding = preferredEncoding(String(req.headers['accept-encoding'] ?? ''))
  const body = entry.bodies[encoding]
  res.writeHead(200, {
    ...entry.headers,
    ...security,
    'content-security-policy': policy,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'cache-control': PUBLIC_PAGE_CACHE_CONTROL,
    vary: PAGE_VARY,
    'content-length': body.length,
    'x-page-cache': source,
  })
  res.end(body)
}

/**
 * A public page: fetched over loopback so its whole body is in hand, to hash its inline scripts
 * into its policy (and keep it in PageCache when Next served it from its ISR cache).
 */
function forward(req, res, cacheKey, facts) {
  const generation = cache.generation
  const headers = forwardedHeaders(req, facts)
  headers[ORIGINAL_QUERY_HEADER] = new URL(req.url ?? '/', 'http://local').search
  // Fetched uncompressed; PageCache compresses it once.
  headers['accept-encoding'] = 'identity'
  // Fetched whole: Next's 304 would carry a file's policy and a year's caching, which the
  // browser (and a CDN) would then keep for the page, blocking its scripts and images. The
  // visitor's If-None-Match is answered here, against the page's ETag.
  delete headers['if-none-match']
  delete headers['if-modified-since']
  const upstream = forwardRequest(
    // The page is asked for by its cache key (path, plus a shared unit), never the visitor's
    // whole URL: Next writes the query it renders with into the page's RSC payload, and the
    // stored page would hand one visitor's click ids and UTM values to every later one.
    { host: '127.0.0.1', port: internalPort, method: req.method, path: cacheKey, headers },
    (response) => {
      const status = pageStatus(response.statusCode ?? 502, response.headers)
      const received = withoutStripped(response.headers)
      if (!String(received['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(status, {
          ...received,
          ...securityHeaders(facts),
          'content-security-policy': RESOURCE_POLICY,
        })
        response.pipe(res)
        return
      }
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const html = loadScriptsAfterPaint(Buffer.concat(chunks).toString('utf8'))
        const body = Buffer.from(html)
        const policies = pagePolicies(html, cacheKey.split('?')[0] ?? '/')
        // The 404 page is never kept: every unknown URL would add an entry.
        if (isCacheableResponse(status, response.headers)) {
          cache.set(cacheKey, received, body, { policies }, generation)
          const entry = cache.get(cacheKey)
          if (entry) return sendCached(req, res, entry, facts, 'MISS')
        }
        const isrPage = /s-maxage/.test(String(received['cache-control'] ?? ''))
        // Read whole, the page goes with its length, not in the chunks Next streamed it in: both
        // headers at once is a malformed response (nginx answers 502, Node's client refuses it).
        const { 'transfer-encoding': _streamed, ...whole } = received
        const pageHeaders = {
          ...whole,
          ...securityHeaders(facts),
          'content-security-policy': policies[facts.https ? 'https' : 'http'],
          ...(isrPage ? { 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, vary: PAGE_VARY } : {}),
        }
        if (status === 200 && whole.etag && req.headers['if-none-match'] === whole.etag) {
          const { 'content-type': _type, 'content-length': _length, ...unchanged } = pageHeaders
          res.writeHead(304, unchanged)
          return res.end()
        }
        res.writeHead(status, { ...pageHeaders, 'content-length': body.length })
        res.end(body)
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
 * Responses Next writes here directly (admin, API, files, router and action requests): the
 * security headers are added, revealing headers removed, just before Next sends its own.
 * Admin pages bring their nonce policy from proxy.ts; anything else gets the resource policy.
 * @param {import('node:http').ServerResponse} res @param {ReturnType<typeof requestFacts>} facts
 */
function guardResponse(res, facts) {
  for (const [name, value] of Object.entries(securityHeaders(facts))) res.setHeader(name, value)
  const writeHead = res.writeHead
  res.writeHead = function guardedWriteHead(status, ...rest) {
    const passed = rest.at(-1)
    const asked = res.getHeader(PAGE_STATUS_HEADER) ?? passed?.[PAGE_STATUS_HEADER]
    if (asked !== undefined) status = pageStatus(status, { [PAGE_STATUS_HEADER]: asked })
    for (const name of STRIPPED_HEADERS) res.removeHeader(name)
    for (const name of res.getHeaderNames())
      if (name.startsWith('x-nextjs-')) res.removeHeader(name)
    if (passed && typeof passed === 'object' && !Array.isArray(passed)) {
      for (const name of STRIPPED_HEADERS) delete passed[name]
      for (const name of Object.keys(passed)) if (name.startsWith('x-nextjs-')) delete passed[name]
      if (passed['content-security-policy']) res.removeHeader('content-security-policy')
    }
    if (!res.hasHeader('content-security-policy') && !passed?.['content-security-policy'])
      res.setHeader('content-security-policy', RESOURCE_POLICY)
    return writeHead.call(this, status, ...rest)
  }
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

/**
 * A request refused before Next sees it.
 * @param {import('node:http').ServerResponse} res @param {ReturnType<typeof requestFacts>} facts
 */
function refuse(res, facts, /** @type {number} */ status, /** @type {string} */ text) {
  if (res.headersSent) return res.destroy()
  res.writeHead(status, {
    ...securityHeaders(facts),
    'content-security-policy': RESOURCE_POLICY,
    'content-type': 'text/plain; charset=utf-8',
  })
  res.end(text)
}

/**
 * A body refused unread (413 over the limit by default). Its sender is usually still sending:
 * the rest is dropped as it arrives (nothing is kept), up to MAX_DRAINED_BYTES, so that it gets
 * to read this answer instead of a reset connection; past that the connection is cut.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof requestFacts>} facts
 */
function refuseBody(req, res, facts, status = 413, text = 'Payload too large') {
  let dropped = 0
  req.on('data', (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length
    if (dropped > MAX_DRAINED_BYTES) req.socket.destroy()
  })
  req.resume()
  refuse(res, facts, status, text)
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof requestFacts>} facts
 */
function serve(req, res, facts) {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/_next/static/'))
    return serveStatic(req, res, facts)
  const cacheKey = cacheKeyFor(req)
  const entry = cacheKey ? cache.get(cacheKey) : null
  if (entry) return sendCached(req, res, entry, facts)
  if (cacheKey) return forward(req, res, cacheKey, facts)
  // Nothing to keep (form posts, admin, assets): Next answers here, without a loopback hop.
  req.headers = forwardedHeaders(req, facts)
  if (isPublicFormPost(req)) delete req.headers['accept-encoding']
  guardResponse(res, facts)
  handle(req, res)
}

/**
 * A build asset from StaticAssets (brotli 11 / gzip 9, made once), or from Next when it is not
 * one it keeps (fonts, images, a file of another build).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof requestFacts>} facts
 */
function serveStatic(req, res, facts) {
  staticAssets.get(req.url).then(
    (asset) => {
      if (!asset) {
        guardResponse(res, facts)
        return handle(req, res)
      }
      const encoding = preferredEncoding(String(req.headers['accept-encoding'] ?? ''))
      const body = asset.bodies[encoding]
      res.writeHead(200, {
        ...securityHeaders(facts),
        'content-security-policy': RESOURCE_POLICY,
        'content-type': asset.type,
        'cache-control': IMMUTABLE,
        vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': body.length,
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    },
    (error) => {
      console.error('A build asset could not be read', error)
      if (!res.headersSent) refuse(res, facts, 500, 'Internal error')
    },
  )
}

const server = createServer((req, res) => {
  const facts = requestFacts(req)
  if (hasMalformedPath(req.url)) return refuse(res, facts, 400, 'Bad request')
  const unread = uploadRefusal(req.url, req.method, req.headers)
  if (unread) return refuseBody(req, res, facts, unread.status, unread.text)
  const limit = bodyLimitFor(req.url, req.headers)
  if (declaredTooLarge(req.headers, limit)) return refuseBody(req, res, facts)
  if (!hasUnsizedBody(req)) return serve(req, res, facts)
  holdUnsizedBody(req, {
    limit,
    onComplete: () => serve(req, res, facts),
    onTooLarge: () => refuseBody(req, res, facts),
  })
})
server.keepAliveTimeout = 65_000
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port}`)
  staticAssets
    .warm()
    .catch((error) => console.error('Build assets were not compressed ahead', error))
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    internal.close()
    process.exit(0)
  })
}
