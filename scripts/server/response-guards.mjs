// @ts-check
// The front server's own answers (refusals) and the responses Next writes through it: the
// security headers on each, the headers that would reveal the stack or a visitor's request off.
import { MAX_DRAINED_BYTES } from './request-guards.mjs'
import {
  BASE_HEADERS,
  HSTS,
  pagePolicy,
  RESOURCE_POLICY,
  STRIPPED_HEADERS,
} from './security-headers.mjs'

/**
 * @typedef {import('./request-facts.mjs').RequestFacts} RequestFacts
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {Record<string, string | string[] | number | undefined>} Headers
 */

/**
 * The headers every response carries (Next sends the same ones, next.config.mjs).
 * @param {RequestFacts} facts @returns {Record<string, string>}
 */
export const securityHeaders = (facts) => ({
  ...BASE_HEADERS,
  ...(facts.https ? { 'strict-transport-security': HSTS } : {}),
})

/** @param {string} name */
const revealing = (name) =>
  STRIPPED_HEADERS.includes(name) ||
  // x-nextjs-cache, -prerender, -stale-time…: how Next made the page is nobody's business.
  name.startsWith('x-nextjs-')

/**
 * A copy of Next's response headers without the revealing ones.
 * @template {Record<string, unknown>} H
 * @param {H} headers @returns {H}
 */
export function withoutStripped(headers) {
  const kept = { ...headers }
  for (const name of Object.keys(kept)) if (revealing(name)) delete kept[name]
  return kept
}

/** @param {unknown} policy */
const allowsInlineScripts = (policy) =>
  /(?:^|;)\s*script-src[^;]*'unsafe-inline'/.test(String(policy ?? ''))

/**
 * Responses Next writes here directly (admin, API, files, router and action requests): the
 * security headers are added, revealing headers removed, just before Next sends its own.
 * Next sets a policy on each (next.config.mjs; the admin's nonce one from proxy.ts); one that
 * has none gets the resource policy. Public pages come through public-pages.mjs, which hashes
 * their scripts; should HTML with Next's baseline (inline scripts as a class) still come
 * this way, it gets the strict policy with no inline script allowed instead.
 * @param {ServerResponse} res @param {RequestFacts} facts
 */
export function guardResponse(res, facts) {
  for (const [name, value] of Object.entries(securityHeaders(facts))) res.setHeader(name, value)
  const writeHead = res.writeHead
  /** @param {number} status @param {unknown[]} rest */
  const guarded = (status, ...rest) => {
    const passed = rest.at(-1)
    const headers =
      passed && typeof passed === 'object' && !Array.isArray(passed)
        ? /** @type {Headers} */ (passed)
        : undefined
    for (const name of res.getHeaderNames()) if (revealing(name)) res.removeHeader(name)
    if (headers) {
      for (const name of Object.keys(headers)) if (revealing(name)) delete headers[name]
      if (headers['content-security-policy']) res.removeHeader('content-security-policy')
    }
    if (!res.hasHeader('content-security-policy') && !headers?.['content-security-policy'])
      res.setHeader('content-security-policy', RESOURCE_POLICY)
    const type = String(headers?.['content-type'] ?? res.getHeader('content-type') ?? '')
    const policy = headers?.['content-security-policy'] ?? res.getHeader('content-security-policy')
    if (type.startsWith('text/html') && allowsInlineScripts(policy)) {
      const strict = pagePolicy({ scripts: [], frameAncestors: "'self'", https: facts.https })
      if (headers?.['content-security-policy']) headers['content-security-policy'] = strict
      else res.setHeader('content-security-policy', strict)
    }
    return Reflect.apply(writeHead, res, [status, ...rest])
  }
  res.writeHead = /** @type {ServerResponse['writeHead']} */ (guarded)
}

/**
 * A request refused before Next sees it (`extra`: headers of the refusal, e.g. Allow).
 * @param {ServerResponse} res @param {RequestFacts} facts @param {number} status @param {string} text
 * @param {Record<string, string>} [extra]
 */
export function refuse(res, facts, status, text, extra = {}) {
  if (res.headersSent) return void res.destroy()
  res.writeHead(status, {
    ...extra,
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
 * @param {IncomingMessage} req @param {ServerResponse} res @param {RequestFacts} facts
 * @param {Record<string, string>} [extra]
 */
export function refuseBody(req, res, facts, status = 413, text = 'Payload too large', extra = {}) {
  let dropped = 0
  req.on('data', (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length
    if (dropped > MAX_DRAINED_BYTES) req.socket.destroy()
  })
  req.resume()
  refuse(res, facts, status, text, extra)
}
