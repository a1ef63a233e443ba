import type { Viewer } from './get-viewer'
import { can, type Permission } from './permissions'

/**
 * Why the server refused: nobody signed in, not staff (spec "Access Denied"), not an admin,
 * an admin without two-factor (only its set-up is open until it is on), or a generated first
 * password not yet replaced (only My Account and the two-factor set-up are open until it is).
 */
export type Denial =
  'unauthenticated' | 'forbidden' | 'admin-only' | 'two-factor-setup' | 'password-change'

/** What the rule reads of a viewer. */
export type DenialSubject = Pick<Viewer, 'role' | 'mustChangePassword' | 'mustSetUpTwoFactor'>

/**
 * The one rule of what a signed-in person may do, null when allowed: authorize (pages, actions, routes) and
 * requirePermission (reads) both ask it, so they cannot disagree.
 */
export function denialOf(viewer: DenialSubject, permission: Permission): Denial | null {
  // Two-factor comes first: an admin's generated password is changed once it is on.
  if (viewer.mustSetUpTwoFactor && permission !== 'twoFactor') return 'two-factor-setup'
  if (
    viewer.mustChangePassword &&
    permission !== 'account' &&
    permission !== 'twoFactor' &&
    can(viewer.role, 'account')
  )
    return 'password-change'
  if (can(viewer.role, permission)) return null
  return can(viewer.role, 'content') ? 'admin-only' : 'forbidden'
}
