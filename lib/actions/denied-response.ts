import 'server-only'
import type { Denial } from '@/lib/auth/denial-of'
import { routeTranslator } from './route-translator'

/**
 * The route guard's answer for a file download (an admin route handler): nobody signed in goes
 * to the sign-in page, a signed-in person without the role (or an admin before two-factor is
 * on) gets 403 and the guard's words, in their language.
 */
export async function deniedResponse(denial: Denial, request: Request): Promise<Response> {
  if (denial === 'unauthenticated')
    return Response.redirect(new URL('/admin/login', request.url), 307)
  if (denial === 'password-change')
    return Response.redirect(new URL('/admin/account?password=required', request.url), 307)
  const t = await routeTranslator(request)
  const text =
    denial === 'admin-only'
      ? `${t('errors.guard.adminOnlyTitle')}: ${t('errors.guard.adminOnly')}`
      : denial === 'two-factor-setup'
        ? `${t('errors.guard.twoFactorTitle')}: ${t('errors.twoFactorSetup')}`
        : `${t('errors.guard.forbiddenTitle')}: ${t('errors.guard.forbidden')}`
  return new Response(text, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
