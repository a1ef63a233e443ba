import 'server-only'
import { eq } from 'drizzle-orm'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { db } from '@/lib/db/client'
import { userRoles } from '@/lib/db/schema'
import { auth } from './auth'
import { isRole, type Role } from './permissions'

export type Viewer = {
  userId: string
  email: string
  name: string
  role: Role
  twoFactorEnabled: boolean
}

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
  const session = await auth().api.getSession({ headers: requestHeaders })
  if (!session) return null
  const [row] = await db()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, session.user.id))
    .limit(1)
  return {
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: isRole(row?.role) ? row.role : 'user',
    twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
  }
})
