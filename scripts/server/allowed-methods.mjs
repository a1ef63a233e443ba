// @ts-check
// Which HTTP methods a path takes, decided at the front door: Next answers a method no route
// takes with the page (PUT, PATCH, PROPFIND: 200) or a 500 and a stack trace in the log
// (TRACE), so anything else is refused here with 405 and an Allow header.

/**
 * The route handlers (app/**\/route.ts) and the methods they export; HEAD comes with GET.
 * tests/unit/allowed-methods.test.ts fails when a route file and this list disagree.
 * @type {{ pattern: RegExp, methods: string[] }[]}
 */
export const ROUTE_HANDLERS = [
  { pattern: /^\/admin\/leads\/(?:conversions|export|live)$/, methods: ['GET'] },
  { pattern: /^\/admin\/media\/upload$/, methods: ['POST'] },
  { pattern: /^\/api\/(?:admin-manifest|health)$/, methods: ['GET'] },
  { pattern: /^\/feeds\/conversions\/[^/]+$/, methods: ['GET'] },
  { pattern: /^\/api\/internal\/content-changed$/, methods: ['POST'] },
  { pattern: /^\/media\/[^/]+\/[^/]+$/, methods: ['GET'] },
  { pattern: /^\/og\/.+$/, methods: ['GET'] },
]

// Never pages: build files, the API, media, social cards, the site's own files (the paths
// proxy.ts's matcher leaves out).
const NOT_PAGES =
  /^\/(?:(?:_next|api|media|og|fonts|images|analytics)(?:\/|$)|admin\/(?:icons\/|sw\.js$)|(?:favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml)$)/

/** The path of a request target, without its query. */
export const pathOf = (url = '/') => url.replace(/[?#].*$/s, '') || '/'

/**
 * Whether a path may be a page (public or admin), as opposed to a file, the API or a route
 * handler: its HTML is what the page policy governs.
 * @param {string} path
 */
export const isPagePath = (path) =>
  !NOT_PAGES.test(path) && !ROUTE_HANDLERS.some(({ pattern }) => pattern.test(path))

/**
 * The methods a path takes: a route handler's own; GET and HEAD for files; pages also POST,
 * as their forms post server actions to them (public lead forms, every admin page).
 * @param {string} path @returns {string[]}
 */
export function allowedMethods(path) {
  const route = ROUTE_HANDLERS.find(({ pattern }) => pattern.test(path))
  if (route) return route.methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : method))
  // An API path no route answers is not there at all: Next's 404, for a POST too.
  if (path === '/api' || path.startsWith('/api/')) return ['GET', 'HEAD', 'POST']
  return NOT_PAGES.test(path) ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST']
}
