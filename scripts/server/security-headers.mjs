// The security headers of every response, and the Content-Security-Policy of pages. Plain Node
// (the front server runs it without a build step); proxy.ts imports the policy builder too, so
// public and admin pages share one policy and differ only in how their scripts are allowed.
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
 * A page's policy. `scripts` allows its inline scripts: their hashes ('sha256-…', cached public
 * pages) or a per-request nonce ('nonce-…', dynamic admin pages); never 'unsafe-inline'.
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
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Anything that is not a page (images, JSON, CSV): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'"

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
 * Set by proxy.ts on the localized 404 page (rendered as a page, so its HTML is complete):
 * the status the front server sends instead of Next's 200. Never reaches the client.
 */
export const PAGE_STATUS_HEADER = 'x-page-status'

/**
 * The visitor's query string, sent to Next with a cached page's request (which goes by path
 * alone): proxy.ts puts it back on its redirects (/en?gclid=… → /?gclid=…).
 */
export const ORIGINAL_QUERY_HEADER = 'x-masar-original-query'

/** Headers Next adds that would tell one visitor's request, or the stack, to everyone. */
export const STRIPPED_HEADERS = [
  'x-middleware-rewrite',
  'x-powered-by',
  'x-middleware-next',
  PAGE_STATUS_HEADER,
]

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
