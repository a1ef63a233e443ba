// @ts-check
// The security headers of every response, and the Content-Security-Policy of pages. Plain Node
// (the front server runs it without a build step). next.config.mjs sends them from Next itself
// (nextSecurityHeaders: so they hold under plain `next start` and behind any CDN), proxy.ts
// builds the admin's nonce policy with pagePolicy, and the front server tightens a public
// page's policy with its inline scripts' hashes: one policy, three ways to allow its scripts.
import { createHash } from 'node:crypto'
import { isKnownInlineScript } from './inline-scripts.mjs'

/** The third parties pages may use: the analytics container (Google Tag Manager) and the map. */
const ANALYTICS = 'https://www.googletagmanager.com'
const ANALYTICS_COLLECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const MAP_FRAMES = ['https://maps.google.com', 'https://www.google.com']

/**
 * A page's policy. `scripts` allows its inline scripts: their hashes ('sha256-…', public pages
 * through the front server) or a per-request nonce ('nonce-…', dynamic admin pages);
 * 'unsafe-inline' only in BASELINE_PAGE_POLICY, for a static page no layer has read.
 * `analytics`: Tag Manager may load and report (public pages only; the admin runs none).
 * @param {{ scripts: string[], frameAncestors: "'self'" | "'none'", https?: boolean, analytics?: boolean }} options
 */
export function pagePolicy({ scripts, frameAncestors, https = false, analytics = true }) {
  const tagManager = analytics ? [ANALYTICS] : []
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scripts, ...tagManager].join(' ')}`,
    // React and next/font write style attributes and tags; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Content images may come from any https host staff use (a CDN, the media storage).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${["'self'", ...(analytics ? [ANALYTICS, ...ANALYTICS_COLLECT] : [])].join(' ')}`,
    `frame-src ${MAP_FRAMES.join(' ')}`,
    // The portal's service worker and app manifest are this site's own (public pages use none).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Anything that is not a page (images, JSON, CSV): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The policy Next sends with a public page itself (next.config.mjs). A static page's inline
 * scripts (its RSC flight data) differ per page and per build, and a nonce would make it
 * dynamic, so without a layer that reads the HTML they can only be allowed as a class. The
 * rest holds as on every page (no other script host, no plugins, no <base>, framed only here).
 * The front server replaces it with the same policy whose scripts are the page's hashes: a
 * policy with hashes ignores 'unsafe-inline', and only one policy is ever sent.
 */
export const BASELINE_PAGE_POLICY = {
  http: pagePolicy({ scripts: ["'unsafe-inline'"], frameAncestors: "'self'" }),
  https: pagePolicy({ scripts: ["'unsafe-inline'"], frameAncestors: "'self'", https: true }),
}

/** Headers every response carries. */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  // For browsers without frame-ancestors; admin pages say DENY (proxy.ts).
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
}

/** Only over HTTPS (a browser ignores it on http, and a local run must stay reachable). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The visitor's query string, sent to Next with a cached page's request (which goes by path
 * alone): proxy.ts puts it back on its redirects (/en?gclid=… → /?gclid=…).
 */
export const ORIGINAL_QUERY_HEADER = 'x-masar-original-query'

/** Headers Next adds that would tell one visitor's request, or the stack, to everyone. */
export const STRIPPED_HEADERS = ['x-middleware-rewrite', 'x-powered-by', 'x-middleware-next']

/** Paths that are never pages: files, images, the API (proxy.ts leaves them out too). */
const RESOURCE_SOURCES = [
  '/:dir(api|_next|media|og|fonts|images|analytics|feeds)/:path*',
  '/:file(favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml)',
  '/admin/icons/:path*',
]

/**
 * The portal's service worker (public/admin/sw.js): its own policy governs what it may load,
 * and it loads nothing but the notification icons beside it.
 */
export const WORKER_POLICY = "default-src 'none'; img-src 'self'; frame-ancestors 'none'"

/**
 * The security headers as next.config.mjs `headers()` rules, so Next sends them on every
 * response, with or without the front server. A later rule's header replaces an earlier one's,
 * and proxy.ts's (the admin's nonce policy, DENY) replace both. HSTS and
 * upgrade-insecure-requests only when the request came over HTTPS (X-Forwarded-Proto: the
 * front server sets it from trusted hops only; a browser ignores HSTS over plain http anyway).
 * @returns {{ source: string, has?: Condition[], missing?: Condition[], headers: { key: string, value: string }[] }[]}
 * @typedef {{ type: 'header', key: string, value: string }} Condition
 */
export function nextSecurityHeaders() {
  /** @type {Condition[]} */
  const https = [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]
  const base = Object.entries(BASE_HEADERS).map(([key, value]) => ({ key, value }))
  const policy = (/** @type {string} */ value) => ({ key: 'content-security-policy', value })
  return [
    { source: '/:path*', missing: https, headers: [...base, policy(BASELINE_PAGE_POLICY.http)] },
    {
      source: '/:path*',
      has: https,
      headers: [
        ...base,
        { key: 'strict-transport-security', value: HSTS },
        policy(BASELINE_PAGE_POLICY.https),
      ],
    },
    ...RESOURCE_SOURCES.map((source) => ({ source, headers: [policy(RESOURCE_POLICY)] })),
    { source: '/admin/sw.js', headers: [policy(WORKER_POLICY)] },
  ]
}

// <script …>…</script> without a src attribute: an inline script.
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/**
 * The CSP hashes of a page's inline scripts that are the app's own (inline-scripts.mjs), in
 * order, without repeats, and how many others it holds (left out: the browser will not run
 * them). Data blocks (JSON-LD) are not scripts to the browser and need none.
 * @param {string} html
 * @returns {{ hashes: string[], unknown: number }}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  let unknown = 0
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase()
    if (!SCRIPT_TYPES.has(type)) continue
    if (!isKnownInlineScript(body)) unknown += 1
    else hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return { hashes: [...hashes], unknown }
}
