import 'server-only'
import { authorize } from '@/lib/auth/authorize'
import type { Denial } from '@/lib/auth/denial-of'
import type { Viewer } from '@/lib/auth/get-viewer'
import type { Permission } from '@/lib/auth/permissions'
import { logError } from '@/lib/server/log-error'
import { deniedResponse } from './denied-response'
import { routeTranslator } from './route-translator'

type StaffRouteOptions = {
  /** How this route says no (default: sign-in redirect, or 403 with the guard's words). */
  denied?: (denial: Denial, request: Request) => Response | Promise<Response>
  /** Names the route in the server log. */
  context: string
}

/**
 * The one wrapper of admin route handlers, as staffAction is of actions: session → role →
 * work, the role checked before anything is read. Anything the work throws is logged and
 * answered with a plain 500 in the viewer's language that carries no exception text.
 */
export function staffRoute(
  permission: Permission,
  options: StaffRouteOptions,
  work: (request: Request, viewer: Viewer) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const denied = options.denied ?? deniedResponse
  return async (request) => {
    const gate = await authorize(permission)
    if (!gate.ok) return denied(gate.denial, request)
    try {
      return await work(request, gate.viewer)
    } catch (error) {
      logError(`${options.context} failed`, error)
      const t = await routeTranslator(request)
      return new Response(t('errors.unexpected'), {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
  }
}
