// @ts-check
// An in-memory cache of finished public HTML pages in front of Next.js (a "micro-cache", as a
// CDN or nginx would keep). Next already serves these pages from its ISR cache, but each hit
// still runs the router, the proxy and the response pipeline; answering from memory takes a
// fraction of that, which is what lets one process on two cores serve ads traffic.
// Plain Node: it runs before and outside the Next.js bundle.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Paths that are never public HTML pages. */
const PRIVATE_PREFIXES = ['/admin', '/api', '/_next', '/og']

const UNIT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Requests from Next's client router (RSC payloads, prefetches, server actions). */
const ROUTER_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]

/**
 * Whether a request comes from Next's client router: its answer is an RSC payload, not HTML.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export const isRouterRequest = (headers) =>
  ROUTER_HEADERS.some((name) => headers[name] !== undefined)

/**
 * The only response headers kept with a page: the ones that describe the page itself. Anything
 * else Next sent (x-middleware-rewrite carries the first visitor's query with its gclid and UTM
 * values, cookies, per-request ids) belongs to the request it answered and is never replayed.
 */
const SHARED_HEADERS = new Set([
  'content-type',
  'content-language',
  'etag',
  'last-modified',
  'link',
])

/**
 * The cache key of a request, or null when the request must go to Next. A public page's HTML
 * depends only on its path and, on project pages, the shared `unit` (the proxy's only input);
 * ad click ids and other query parameters do not change it.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function cacheKeyFor(req) {
  if (req.method !== 'GET' || !req.url) return null
  if (req.headers.authorization) return null
  if (isRouterRequest(req.headers)) return null
  let url
  try {
    url = new URL(req.url, 'http://local')
  } catch {
    return null
  }
  const { pathname } = url
  if (PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return null
  if (/\.[a-z0-9]+$/i.test(pathname)) return null // files
  if (url.searchParams.has('_rsc')) return null
  // Only a unit slug can change the page (lib/i18n/public-routes.ts ignores anything else), so
  // made-up values share the plain page's entry instead of adding one each.
  const unit = url.searchParams.get('unit')
  return unit && unit.length <= 100 && UNIT_SLUG.test(unit) ? `${pathname}?unit=${unit}` : pathname
}

/**
 * Whether Next's answer may be kept: a 200 HTML page Next itself served from its ISR cache
 * (so never a dynamic, personalised or stale render), without cookies.
 * @param {number | undefined} status
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCacheableResponse(status, headers) {
  return (
    status === 200 &&
    String(headers['content-type'] ?? '').startsWith('text/html') &&
    headers['x-nextjs-cache'] === 'HIT' &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined
  )
}

/**
 * A kept page: its shareable headers, its body made once in each encoding, and what the
 * server derived from it (`meta`: its policies).
 * @typedef {{ headers: Record<string, string | string[]>, bodies: Record<Encoding, Buffer>, size: number, storedAt: number, meta: Record<string, unknown> }} CachedPage
 * @typedef {'br' | 'gzip' | 'identity'} Encoding
 */

/**
 * Picks the best encoding the client accepts among the stored ones.
 * @returns {Encoding}
 */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

export class PageCache {
  // 32 MB: about 170 pages with their br and gzip forms (a project page is ~190 kB in all), the
  // hot ones by recency; a small server (1 GB) has no room for the hundreds a larger bound kept.
  /** @param {{ maxEntries?: number, maxBytes?: number, ttlMs?: number, now?: () => number }} [options] */
  constructor({
    maxEntries = 1000,
    maxBytes = 32 * 1024 * 1024,
    ttlMs = 60_000,
    now = Date.now,
  } = {}) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.ttlMs = ttlMs
    this.now = now
    this.bytes = 0
    /**
     * Bumped by clear(): a page fetched before a content change (its request was in flight
     * when the admin saved) carries the older generation and is not kept.
     */
    this.generation = 0
    /** @type {Map<string, CachedPage>} */
    this.entries = new Map()
  }

  /**
   * Stores a page with its compressed forms, made once here instead of on every request, and
   * `meta`, what the server derived from it once (its policy). `generation` is this.generation
   * as it was when the page was requested: a page requested before the last clear() is stale.
   * @param {string} key @param {Record<string, string | string[] | undefined>} headers
   * @param {Buffer} body @param {Record<string, unknown>} [meta] @param {number} [generation]
   */
  set(key, headers, body, meta = {}, generation = this.generation) {
    if (generation !== this.generation) return
    /** @type {Record<string, string | string[]>} */
    const kept = {}
    for (const [name, value] of Object.entries(headers))
      if (SHARED_HEADERS.has(name.toLowerCase()) && value !== undefined) kept[name] = value
    const bodies = {
      identity: body,
      gzip: gzipSync(body, { level: 6 }),
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    }
    const size = bodies.identity.length + bodies.gzip.length + bodies.br.length
    this.delete(key)
    this.entries.set(key, { headers: kept, bodies, size, storedAt: this.now(), meta })
    this.bytes += size
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  /** @param {string} key @returns {CachedPage | null} */
  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.delete(key)
      return null
    }
    // Map order is recency order: a hit moves the entry to the back of the eviction line.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.size
    this.entries.delete(key)
  }

  /** Drops every page: content edits call this (through PAGE_CACHE_GLOBAL) next to revalidateTag. */
  clear() {
    this.entries.clear()
    this.bytes = 0
    this.generation += 1
  }
}

/**
 * The key under which the running server exposes its cache to the app in the same process
 * (lib/content/clear-page-cache.ts).
 * @type {unique symbol}
 */
export const PAGE_CACHE_GLOBAL = Symbol.for('masar.pageCache')
