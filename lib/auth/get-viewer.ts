import 'server-only'
import { eq } from 'drizzle-orm'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { db } from '@/lib/db/client'
import { sessions, userRoles, users } from '@/lib/db/schema'
import { isRole, type Role } from '@/lib/enums/roles'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { auth } from './auth'
import { requiresTwoFactor } from './requires-two-factor'
import { SESSION_POLICY } from './session-policy'

export type Viewer = {
  userId: string
  /** This sign-in (re-checks of the password are counted per session). */
  sessionId: string
  email: string
  name: string
  /** The Arabic display name, if they gave one (My Account). */
  nameAr: string | null
  role: Role
  twoFactorEnabled: boolean
  /** Signed in with a generated password: a new one comes before anything else. */
  mustChangePassword: boolean
  /** An admin without two-factor: its set-up comes before anything else (requiresTwoFactor). */
  mustSetUpTwoFactor: boolean
  /** Away (My Account): automatic assignment passes them by. */
  away: boolean
  /** The admin portal's language they chose (null until their first sign-in sets it). */
  locale: Locale | null
}

/** No staff session lasts longer than this, however busy (session-policy.ts). */
export const SESSION_MAX_AGE_MS = SESSION_POLICY.absoluteMs

/**
 * The signed-in staff member of this request with the role from user_roles (spec §6); a user
 * without a role row is a plain 'user'. Null when nobody is signed in. Once per request.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  // headers() first: during `next build` it ends prerendering before the database is touched.
  const requestHeaders = new Headers(await headers())
  // After a server action, the page re-renders in the same request: cookies() holds what the
  // action set (enabling two-factor replaces the session), headers() the stale cookie header.
  requestHeaders.set('cookie', (await cookies()).toString())
  return viewerOf(requestHeaders)
})

/** The viewer a request's cookie names (sessions past their absolute age are ended here). */
export async function viewerOf(requestHeaders: Headers, now = Date.now()): Promise<Viewer | null> {
  const session = await auth().api.getSession({ headers: requestHeaders })
  if (!session) return null
  if (now - new Date(session.session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await db().delete(sessions).where(eq(sessions.id, session.session.id))
    return null
  }
  const [row] = await db()
    .select({
      role: userRoles.role,
      nameAr: users.nameAr,
      mustChangePassword: users.mustChangePassword,
      deactivatedAt: users.deactivatedAt,
      awaySince: users.awaySince,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, session.user.id))
    .limit(1)
  // Deactivation deletes the sessions; this covers one created in the same instant.
  if (row?.deactivatedAt) return null
  const role = isRole(row?.role) ? row.role : 'user'
  const twoFactorEnabled = Boolean(session.user.twoFactorEnabled)
  return {
    userId: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    name: session.user.name,
    nameAr: row?.nameAr ?? null,
    role,
    twoFactorEnabled,
    mustChangePassword: row?.mustChangePassword ?? false,
    mustSetUpTwoFactor: requiresTwoFactor(role) && !twoFactorEnabled,
    away: Boolean(row?.awaySince),
    locale: row && isLocale(row.locale) ? row.locale : null,
  }
}
