import type { Viewer } from './get-viewer'
import { can, type Permission } from './permissions'

/**
 * Why the server refused: nobody signed in, not staff (spec "Access Denied"), not an admin, or
 * a generated first password not yet replaced (only My Account is open until it is).
 */
export type Denial = 'unauthenticated' | 'forbidden' | 'admin-only' | 'password-change'

/**
 * The one rule of what a signed-in person may do, null when allowed: authorize (pages, actions, routes) and
 * requirePermission (reads) both ask it, so they cannot disagree.
 */
export function denialOf(
  viewer: Pick<Viewer, 'role' | 'mustChangePassword'>,
  permission: Permission,
): Denial | null {
  if (viewer.mustChangePassword && permission !== 'account' && can(viewer.role, 'account'))
    return 'password-change'
  if (can(viewer.role, permission)) return null
  return can(viewer.role, 'content') ? 'admin-only' : 'forbidden'
}
