import 'server-only'
import type { Denial } from '@/lib/auth/denial-of'

const TEXT = {
  forbidden: "Access Denied: You don't have permission to access this area.",
  'admin-only': 'Admin Access Required: This section is only accessible to administrators.',
} as const

/**
 * The route guard's answer for a file download (an admin route handler): nobody signed in goes
 * to the sign-in page, a signed-in person without the role gets 403 and the guard's words.
 */
export function deniedResponse(denial: Denial, requestUrl: string): Response {
  if (denial === 'unauthenticated')
    return Response.redirect(new URL('/admin/login', requestUrl), 307)
  if (denial === 'password-change')
    return Response.redirect(new URL('/admin/account?password=required', requestUrl), 307)
  return new Response(TEXT[denial], {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
