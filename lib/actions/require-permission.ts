import { denialOf, type DenialSubject } from '@/lib/auth/denial-of'
import type { Permission } from '@/lib/auth/permissions'
import { AppError } from './app-error'

/**
 * For admin reads, handed the viewer their page or action already has: throws a forbidden
 * AppError before any row is read when the viewer may not (no session re-read); an action's
 * failureOf answers it as its gate would.
 */
export function requirePermission(viewer: DenialSubject, permission: Permission): void {
  const denial = denialOf(viewer, permission)
  if (denial) throw AppError.forbidden(denial)
}
