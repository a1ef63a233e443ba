// @ts-check
// Public pages through the front server: answered from PageCache when kept, otherwise fetched
// whole from Next over loopback, their inline scripts hashed into their policy (tighter than
// the baseline Next sends, security-headers.mjs), Next's chunk scripts put after the first
// paint (scripts-after-load.mjs), and kept when Next served them from its ISR cache.
import { request as forwardRequest } from 'node:http'
import { PAGE_VARY, PUBLIC_PAGE_CACHE_CONTROL } from './cdn-caching.mjs'
import { isCacheableResponse, preferredEncoding } from './page-cache.mjs'
import { forwardedHeaders } from './request-facts.mjs'
import { securityHeaders, withoutStripped } from './response-guards.mjs'
import { loadScriptsAfterPaint } from './scripts-after-load.mjs'
import {
  inlineScriptHashes,
  ORIGINAL_QUERY_HEADER,
  pagePolicy,
  RESOURCE_POLICY,
} from './security-headers.mjs'

/**
 * @typedef {import('./request-facts.mjs').RequestFacts} RequestFacts
 * @typedef {import('./page-cache.mjs').CachedPage} CachedPage
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ http: string, https: string }} PagePolicies
 */

/**
 * A public page's policy: the app's own inline scripts allowed by hash, framed only by this
 * site. Another inline script is left out (the browser blocks it) and named in the log.
 * @param {string} html @param {string} path @returns {PagePolicies}
 */
function pagePolicies(html, path) {
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

/**
 * @param {{ cache: import('./page-cache.mjs').PageCache, internalPort: () => number }} options
 */
export function createPublicPages({ cache, internalPort }) {
  /**
   * @param {IncomingMessage} req @param {ServerResponse} res @param {CachedPage} entry
   * @param {RequestFacts} facts
   */
  function sendCached(req, res, entry, facts, source = 'HIT') {
    const etag = entry.headers.etag
    const security = securityHeaders(facts)
    const policies = /** @type {PagePolicies} */ (entry.meta.policies)
    const policy = policies[facts.https ? 'https' : 'http']
    if (etag && req.headers['if-none-match'] === etag) {
      // The headers a browser or CDN updates its copy with: the page's, as on a 200.
      res.writeHead(304, {
        ...security,
        etag,
        'content-security-policy': policy,
        'cache-control': PUBLIC_PAGE_CACHE_CONTROL,
        vary: PAGE_VARY,
      })
      return void res.end()
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
   * A public page: fetched over loopback so its whole body is in hand, to hash its inline
   * scripts into its policy (and keep it in PageCache when Next served it from its ISR cache).
   * `cacheKey` null: a page that is never kept (a path like a file's, a form posted without
   * JavaScript, HEAD): asked for as requested, its policy hashed all the same.
   * @param {IncomingMessage} req @param {ServerResponse} res @param {string | null} cacheKey
   * @param {RequestFacts} facts
   */
  function forward(req, res, cacheKey, facts) {
    const generation = cache.generation
    const headers = forwardedHeaders(req, facts)
    headers[ORIGINAL_QUERY_HEADER] = new URL(req.url ?? '/', 'http://local').search
    // Fetched uncompressed; PageCache compresses it once.
    headers['accept-encoding'] = 'identity'
    // Fetched whole: Next's 304 would not carry this page's hashed policy, which the browser
    // (and a CDN) would then keep for the page. The visitor's If-None-Match is answered here,
    // against the page's ETag.
    delete headers['if-none-match']
    delete headers['if-modified-since']
    const upstream = forwardRequest(
      // The page is asked for by its cache key (path, plus a shared unit), never the visitor's
      // whole URL: Next writes the query it renders with into the page's RSC payload, and the
      // stored page would hand one visitor's click ids and UTM values to every later one.
      {
        host: '127.0.0.1',
        port: internalPort(),
        method: req.method,
        path: cacheKey ?? req.url,
        headers,
      },
      (response) => {
        const status = response.statusCode ?? 502
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
        /** @type {Buffer[]} */
        const chunks = []
        response.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk))
        response.on('end', () => {
          const html = loadScriptsAfterPaint(Buffer.concat(chunks).toString('utf8'))
          const body = Buffer.from(html)
          const policies = pagePolicies(html, (cacheKey ?? req.url ?? '/').split('?')[0] ?? '/')
          // The 404 page is never kept (a 404): every unknown URL would add an entry.
          if (cacheKey && isCacheableResponse(status, response.headers)) {
            cache.set(cacheKey, received, body, { policies }, generation)
            const entry = cache.get(cacheKey)
            if (entry) return sendCached(req, res, entry, facts, 'MISS')
          }
          // Shared pages come with the CDN rule from proxy.ts already; it is set here again
          // should Next's s-maxage of a year ever come through.
          const isrPage = /s-maxage/.test(String(received['cache-control'] ?? ''))
          // Read whole, the page goes with its length, not in the chunks Next streamed it in:
          // both headers at once is a malformed response (nginx answers 502, Node's client
          // refuses it).
          const { 'transfer-encoding': _streamed, ...whole } = received
          /** @type {import('node:http').OutgoingHttpHeaders} */
          const pageHeaders = {
            ...whole,
            ...securityHeaders(facts),
            'content-security-policy': policies[facts.https ? 'https' : 'http'],
            ...(isrPage ? { 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, vary: PAGE_VARY } : {}),
          }
          if (status === 200 && whole.etag && req.headers['if-none-match'] === whole.etag) {
            const { 'content-type': _type, 'content-length': _length, ...unchanged } = pageHeaders
            res.writeHead(304, unchanged)
            return void res.end()
          }
          // A HEAD's answer has no body to measure: Next's length (if any) stands.
          res.writeHead(
            status,
            req.method === 'HEAD' ? pageHeaders : { ...pageHeaders, 'content-length': body.length },
          )
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

  return { sendCached, forward }
}
