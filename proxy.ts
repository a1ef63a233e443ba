import { getSessionCookie } from 'better-auth/cookies'
import { NextResponse, type NextRequest } from 'next/server'
import { ADMIN_PATH_HEADER, signInHref } from './lib/account/return-path'
import { sessionCookiePrefix } from './lib/auth/session-cookies'
import { publicSlugs } from './lib/content/public-slugs'
import {
  isSharedPage,
  missingPath,
  PREVIEW_SEGMENT,
  resolvePublicRoute,
  type PublicRoute,
} from './lib/i18n/public-routes'
import { PRIVACY_SEGMENT } from './lib/i18n/privacy-path'
import { PUBLIC_PAGE_CACHE_CONTROL } from './scripts/server/cdn-caching.mjs'
import { ORIGINAL_QUERY_HEADER, pagePolicy } from './scripts/server/security-headers.mjs'

/** Admin pages anyone may open without a session. */
const OPEN_ADMIN_PATHS = new Set(['/admin/login', '/admin/reset-password'])

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminGate(request)
  const route = resolvePublicRoute(pathname, searchParams.get('unit'))
  const url = request.nextUrl.clone() // keeps the query string
  if (route.kind === 'redirect') {
    url.pathname = route.pathname
    // The front server asks for cached pages by path alone: the visitor's own query (ad
    // click ids) comes in a header and stays on the redirect.
    const original = request.headers.get(ORIGINAL_QUERY_HEADER)
    if (original !== null) url.search = original
    return NextResponse.redirect(url, 308)
  }
  url.pathname = await existingPage(route)
  // The 404 page renders as a page (complete HTML without JavaScript) and Next sends it with
  // the rewrite's status: a 404 on any host, with or without the front server.
  const missing = url.pathname === missingPath(route.locale)
  const response = NextResponse.rewrite(url, missing ? { status: 404 } : undefined)
  // Next would send an ISR page with s-maxage of a year, which a CDN would keep past an edit
  // or an unpublish; Next keeps a Cache-Control set here (shared-unit links and previews
  // keep Next's private, no-store).
  if (isSharedPage(url.pathname)) response.headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL)
  return response
}

/**
 * The route's page, or the 404 route when its slug names no public project or developer, so a
 * made-up URL never renders (and stays) in Next's page cache. If the slugs cannot be read, the
 * page itself decides, as it would anyway.
 */
async function existingPage(route: Extract<PublicRoute, { kind: 'rewrite' }>): Promise<string> {
  const [, , first, second] = route.pathname.split('/')
  if (!first || first === '_missing' || first === PREVIEW_SEGMENT) return route.pathname
  if (first === PRIVACY_SEGMENT && !second) return route.pathname
  try {
    const slugs = await publicSlugs()
    const known =
      first === 'developers' ? slugs.developers.has(second ?? '') : slugs.projects.has(first)
    return known ? route.pathname : missingPath(route.locale)
  } catch (error) {
    console.error('Public slugs could not be read', error instanceof Error ? error.message : error)
    return route.pathname
  }
}

/**
 * Without a session cookie there is nothing to check: straight to sign-in. A convenience only;
 * every admin page, read and action checks the session and role on the server itself.
 * Admin pages are rendered per request, so their scripts are allowed by a fresh nonce: Next
 * reads it from the request's policy header and puts it on its own scripts.
 */
function adminGate(request: NextRequest) {
  const hasSession = [false, true].some((https) =>
    getSessionCookie(request, { cookiePrefix: sessionCookiePrefix(https) }),
  )
  // A page opened in the browser (a mail's "Open the lead") is where sign-in returns to.
  const page = request.method === 'GET' && request.headers.get('sec-fetch-dest') === 'document'
  const here = page ? request.nextUrl.pathname + request.nextUrl.search : null
  if (!OPEN_ADMIN_PATHS.has(request.nextUrl.pathname) && !hasSession) {
    return NextResponse.redirect(new URL(signInHref(here), request.url))
  }
  const nonce = btoa(crypto.randomUUID())
  const https = request.headers.get('x-forwarded-proto') === 'https'
  const policy = pagePolicy({
    scripts: [`'nonce-${nonce}'`],
    frameAncestors: "'none'",
    https,
    analytics: false, // no Tag Manager in the back office
  })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  if (here) headers.set(ADMIN_PATH_HEADER, here)
  else headers.delete(ADMIN_PATH_HEADER)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  response.headers.set('x-frame-options', 'DENY')
  return response
}

export const config = {
  // Every public path but Next.js internals, /api and the site's own files (public/, media,
  // social cards, icons, robots, sitemap): a made-up URL with a dot in it (/x.html) is a 404
  // like any other, instead of reaching the project route and filling its cache. The portal's
  // service worker and app icons are files with nothing private in them: a browser fetches
  // them without a session (an installed app's icons, a worker's update check). The Media
  // Library's upload is left out: Next would buffer its 20 MB body for this proxy before it
  // runs, even for a post without a session; its route checks the session before reading.
  // A conversion feed's file (/feeds/conversions/<id>.csv) is for Google's fetcher, with a
  // credential of its own: no locale, no admin gate.
  matcher: [
    '/((?!admin/media/upload$|feeds/conversions/[^/]+\\.csv$|admin/sw\\.js$|admin/icons/|api/|_next/|analytics/|fonts/|images/|media/|og/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)',
  ],
}
