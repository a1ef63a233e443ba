import { NextResponse, type NextRequest } from 'next/server'
import { resolvePublicRoute } from './lib/i18n/public-routes'

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const route = resolvePublicRoute(pathname, searchParams.get('unit'))
  const url = request.nextUrl.clone() // keeps the query string
  url.pathname = route.pathname
  if (route.kind === 'redirect') return NextResponse.redirect(url, 308)
  return NextResponse.rewrite(url)
}

export const config = {
  // Public pages only: not /admin, /api, Next.js internals or files with an extension.
  matcher: ['/((?!admin|api|_next|.*\\..*).*)'],
}
