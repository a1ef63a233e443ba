import { getSessionCookie } from 'better-auth/cookies'
import { NextResponse, type NextRequest } from 'next/server'
import { resolvePublicRoute } from './lib/i18n/public-routes'

/** Admin pages anyone may open without a session. */
const OPEN_ADMIN_PATHS = new Set(['/admin/login', '/admin/reset-password'])

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return adminGate(request)
  const route = resolvePublicRoute(pathname, searchParams.get('unit'))
  const url = request.nextUrl.clone() // keeps the query string
  url.pathname = route.pathname
  if (route.kind === 'redirect') return NextResponse.redirect(url, 308)
  return NextResponse.rewrite(url)
}

/**
 * Without a session cookie there is nothing to check: straight to sign-in. A convenience only;
 * every admin page, read and action checks the session and role on the server itself.
 */
function adminGate(request: NextRequest) {
  if (OPEN_ADMIN_PATHS.has(request.nextUrl.pathname) || getSessionCookie(request)) {
    return NextResponse.next()
  }
  return NextResponse.redirect(new URL('/admin/login', request.url))
}

export const config = {
  // Public pages and admin pages: not /api, Next.js internals or files with an extension.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
}
