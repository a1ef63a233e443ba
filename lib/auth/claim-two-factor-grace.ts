import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { userRoles, users } from '@/lib/db/schema'
import { isRole } from '@/lib/enums/roles'
import { requiresTwoFactor } from './requires-two-factor'

/** The refusal's code when the grace is spent (lib/account/auth-error.ts words it). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED'

/**
 * Whether a password sign-in may open a session: yes for anyone two-factor is not required
 * of, or who has it on (its challenge follows); an admin without it gets one such sign-in,
 * claimed here in one conditional UPDATE (two at once cannot both have it), to set it up.
 */
export async function claimTwoFactorGrace(userId: string, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select({ role: userRoles.role, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
  const role = isRole(row?.role) ? row.role : 'user'
  if (!row || !requiresTwoFactor(role) || row.twoFactorEnabled) return true
  const claimed = await db()
    .update(users)
    .set({ twoFactorGraceUsedAt: now })
    .where(and(eq(users.id, userId), isNull(users.twoFactorGraceUsedAt)))
    .returning({ id: users.id })
  return claimed.length > 0
}
