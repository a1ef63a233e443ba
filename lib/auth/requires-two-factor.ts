import type { Role } from '@/lib/enums/roles'

/**
 * Whose account two-factor is required for: an admin's (issue "admins may sign in with a
 * password alone"). Without it, an admin gets one password sign-in to set it up, and the
 * portal shows nothing else until it is on (denial-of.ts, claim-two-factor-grace.ts).
 */
export const requiresTwoFactor = (role: Role) => role === 'admin'
