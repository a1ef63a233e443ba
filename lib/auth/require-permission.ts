import { denialOf, type Denial, type DenialSubject } from './denial-of'
import type { Permission } from './permissions'

export class AuthorizationError extends Error {
  constructor(readonly denial: Denial) {
    super(`Not authorized: ${denial}`)
    this.name = 'AuthorizationError'
  }
}

/**
 * For admin reads, handed the viewer their page or action already has: throws an
 * AuthorizationError before any row is read when the viewer may not (no session re-read).
 */
export function requirePermission(viewer: DenialSubject, permission: Permission): void {
  const denial = denialOf(viewer, permission)
  if (denial) throw new AuthorizationError(denial)
}
