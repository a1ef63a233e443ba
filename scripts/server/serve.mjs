// @ts-check
// The production server: Next.js in this process on an internal loopback port, and in front of
// it the public listener for what Next cannot do: it refuses malformed and oversized requests,
// decides who the client is (TRUSTED_PROXIES), answers repeat requests for public pages from
// PageCache with a policy that hashes their inline scripts, and shuts down gracefully. Next
// itself sends the 404s, security headers and a baseline policy (proxy.ts, next.config.mjs), so
// those hold without this server too. One process, so the embedded database's lock and the
// hooks between this server and the app (process-hooks.mjs, PAGE_CACHE_GLOBAL) stay simple.
import { createServer } from 'node:http'
import { join } from 'node:path'
import next from 'next'
import { allowedMethods, isPagePath, pathOf } from './allowed-methods.mjs'
import { logErrorsOnOneLine } from './one-line-errors.mjs'
import { readActionIds, unknownActionAnswer } from './server-actions.mjs'
import { parseTrustedProxies } from './client-address.mjs'
import { distDir } from './dist-dir.mjs'
import { shutDownOnSignals, trackRequests } from './graceful-shutdown.mjs'
import {
  cacheKeyFor,
  isRouterRequest,
  PAGE_CACHE_GLOBAL,
  PageCache,
  preferredEncoding,
} from './page-cache.mjs'
import { FRONT_SERVER_GLOBAL } from './process-hooks.mjs'
import { createPublicPages } from './public-pages.mjs'
import { RENDERS_GLOBAL, RendersInFlight } from './renders-in-flight.mjs'
import { forwardedHeaders, requestFacts } from './request-facts.mjs'
import {
  bodyLimitFor,
  declaredTooLarge,
  hasMalformedPath,
  hasUnsizedBody,
  holdUnsizedBody,
  uploadRefusal,
} from './request-guards.mjs'
import { guardResponse, refuse, refuseBody, securityHeaders } from './response-guards.mjs'
import { RESOURCE_POLICY } from './security-headers.mjs'
import { IMMUTABLE, StaticAssets } from './static-assets.mjs'

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('./request-facts.mjs').RequestFacts} RequestFacts
 */

const root = process.cwd()
// Production: errors as one line in the log, whoever logs them (Next included).
if (process.env.NODE_ENV === 'production') logErrorsOnOneLine()
const port = Number(process.env.PORT || 3000)

/** @type {import('./client-address.mjs').TrustedProxies} */
let trust
try {
  trust = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`)
  process.exit(1)
}

const hooks = /** @type {Record<symbol, unknown>} */ (globalThis)
// Before Next starts the app: this server owns the shutdown (lib/boot/register-app-stop.ts).
hooks[FRONT_SERVER_GLOBAL] = true
const cache = new PageCache()
hooks[PAGE_CACHE_GLOBAL] = cache
const staticAssets = new StaticAssets(join(distDir(root), 'static'))

const renders = new RendersInFlight()
hooks[RENDERS_GLOBAL] = renders

const app = next({ dir: root, dev: false, hostname: 'localhost', port })
const nextHandle = app.getRequestHandler()

/**
 * Next's handler, with every public page render counted while it runs (HTML over loopback or
 * the router's RSC payloads), so a content change can wait for the ones begun before it.
 * @param {IncomingMessage} req @param {ServerResponse} res
 */
function handle(req, res) {
  const render = req.method === 'GET' || req.method === 'HEAD'
  if (render && isPublicPagePath(pathOf(req.url))) res.once('close', renders.begin())
  return nextHandle(req, res)
}
await app.prepare()

const internal = createServer((req, res) => handle(req, res))
await new Promise((resolve) => internal.listen(0, '127.0.0.1', () => resolve(undefined)))
const internalPort = /** @type {import('node:net').AddressInfo} */ (internal.address()).port
// Where the app's background tasks reach its own routes (lib/server/internal-request.ts).
hooks[Symbol.for('masar.internalOrigin')] = `http://127.0.0.1:${internalPort}`

const { sendCached, forward } = createPublicPages({ cache, internalPort: () => internalPort })

/**
 * A visitor's form post (a lead form's server action). Its answer is about 130 bytes, and
 * gzipping it cut lead submissions per second by about a fifth (bench/leads.mjs: 341/s → 276/s).
 * @param {IncomingMessage} req
 */
function isPublicFormPost(req) {
  return (
    req.method === 'POST' &&
    req.headers['next-action'] !== undefined &&
    !req.url?.startsWith('/admin')
  )
}

/**
 * A request whose answer is a public page's HTML (the router's requests get RSC payloads).
 * @param {IncomingMessage} req
 */
function isPublicPageRequest(req) {
  return isPublicPagePath(pathOf(req.url)) && !isRouterRequest(req.headers)
}

/** @param {string} path */
function isPublicPagePath(path) {
  return isPagePath(path) && path !== '/admin' && !path.startsWith('/admin/')
}

/** @param {IncomingMessage} req @param {ServerResponse} res @param {RequestFacts} facts */
function serve(req, res, facts) {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/_next/static/'))
    return serveStatic(req, res, facts)
  const cacheKey = cacheKeyFor(req)
  const entry = cacheKey ? cache.get(cacheKey) : null
  if (entry) return sendCached(req, res, entry, facts)
  if (cacheKey) return forward(req, res, cacheKey, facts)
  // A public page that is not kept (/x.php, a preview link, a form posted without JavaScript)
  // still gets its scripts hashed: only admin pages carry a policy of their own (a nonce).
  if (isPublicPageRequest(req)) return forward(req, res, null, facts)
  // Nothing to keep (form posts, admin, assets): Next answers here, without a loopback hop.
  req.headers = forwardedHeaders(req, facts)
  if (isPublicFormPost(req)) delete req.headers['accept-encoding']
  guardResponse(res, facts)
  handle(req, res)
}

/**
 * A build asset from StaticAssets (brotli 11 / gzip 9, made once), or from Next when it is not
 * one it keeps (fonts, images, a file of another build).
 * @param {IncomingMessage} req @param {ServerResponse} res @param {RequestFacts} facts
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

const actionIds = readActionIds(distDir(root))

const server = createServer((req, res) => {
  const facts = requestFacts(req, trust)
  if (hasMalformedPath(req.url)) return refuse(res, facts, 400, 'Bad request')
  const allowed = allowedMethods(pathOf(req.url))
  if (!allowed.includes(req.method ?? '')) {
    const allow = { allow: allowed.join(', ') }
    return refuseBody(req, res, facts, 405, 'Method not allowed', allow)
  }
  const stale = req.method === 'POST' ? unknownActionAnswer(actionIds, req.headers) : null
  if (stale) return refuseBody(req, res, facts, stale.status, stale.text, stale.headers)
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
shutDownOnSignals({ server, internal, requests: trackRequests(server) })
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port}`)
  staticAssets
    .warm()
    .catch((error) => console.error('Build assets were not compressed ahead', error))
})
