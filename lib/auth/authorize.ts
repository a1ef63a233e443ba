import 'server-only'
import { can, type Permission } from './permissions'
import { getViewer, type Viewer } from './get-viewer'

/**
 * Why the server refused: nobody signed in, not staff (spec "Access Denied"), not an admin, or
 * a generated first password not yet replaced (only My Account is open until it is).
 */
export type Denial = 'unauthenticated' | 'forbidden' | 'admin-only' | 'password-change'

export type Authorization = { ok: true; viewer: Viewer } | { ok: false; denial: Denial }

/** The one role check behind every admin page, data read and server action. */
export async function authorize(permission: Permission): Promise<Authorization> {
  const viewer = await getViewer()
  if (!viewer) return { ok: false, denial: 'unauthenticated' }
  if (viewer.mustChangePassword && permission !== 'account' && can(viewer.role, 'account'))
    return { ok: false, denial: 'password-change' }
  if (can(viewer.role, permission)) return { ok: true, viewer }
  return { ok: false, denial: can(viewer.role, 'content') ? 'admin-only' : 'forbidden' }
}

export class AuthorizationError extends Error {
  constructor(readonly denial: Denial) {
    super(`Not authorized: ${denial}`)
    this.name = 'AuthorizationError'
  }
}

/** For data reads: the viewer, or an AuthorizationError before any row is read. */
export async function assertPermission(permission: Permission): Promise<Viewer> {
  const result = await authorize(permission)
  if (!result.ok) throw new AuthorizationError(result.denial)
  return result.viewer
}
