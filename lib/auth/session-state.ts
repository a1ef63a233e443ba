import 'server-only'
import { and, eq, gt } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { sessions, userRoles, users } from '@/lib/db/schema'
import { isRole } from '@/lib/enums/roles'
import { denialOf } from './denial-of'
import type { Permission } from './permissions'
import { requiresTwoFactor } from './requires-two-factor'
import { SESSION_POLICY } from './session-policy'

/** Whether a session still holds: 'ended' (signed out, expired, deactivated) or 'forbidden'. */
export type SessionState = 'live' | 'ended' | 'forbidden'

/**
 * The state of a session a long request (the live inbox) was opened with, by the rules a new
 * request meets (get-viewer.ts): one indexed read, cheap enough to ask before every event.
 */
export async function sessionState(
  sessionId: string,
  permission: Permission,
  now = new Date(),
): Promise<SessionState> {
  const [row] = await db()
    .select({
      createdAt: sessions.createdAt,
      role: userRoles.role,
      mustChangePassword: users.mustChangePassword,
      twoFactorEnabled: users.twoFactorEnabled,
      deactivatedAt: users.deactivatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
  if (!row || row.deactivatedAt) return 'ended'
  if (now.getTime() - row.createdAt.getTime() > SESSION_POLICY.absoluteMs) return 'ended'
  const role = isRole(row.role) ? row.role : 'user'
  const viewer = {
    role,
    mustChangePassword: row.mustChangePassword,
    mustSetUpTwoFactor: requiresTwoFactor(role) && !row.twoFactorEnabled,
  }
  return denialOf(viewer, permission) ? 'forbidden' : 'live'
}
