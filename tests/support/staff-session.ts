import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { auth } from '@/lib/auth/auth'
import { db } from '@/lib/db/client'
import { accounts, userRoles, users } from '@/lib/db/schema'
import { cookieHeaderOf, setRequest } from './request-scope'

export type StaffSession = {
  id: string
  name: string
  email: string
  role: 'admin' | 'moderator'
  /** The session cookie of a real better-auth sign-in. */
  cookie: string
}

/**
 * A staff member with a password, signed in through better-auth: the actions and reads then
 * run the real session and role checks (with next/headers mocked by tests/support/request-scope).
 */
export async function signedInStaff(
  role: 'admin' | 'moderator',
  name: string,
): Promise<StaffSession> {
  const id = randomUUID()
  const email = `${role}-${id.slice(0, 8)}@staff.example`
  const password = `Session-${randomUUID()}`
  await db().insert(users).values({ id, name, email, emailVerified: true })
  await db()
    .insert(accounts)
    .values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(password),
    })
  await db().insert(userRoles).values({ userId: id, role })
  const answer = await auth().api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    returnHeaders: true,
  })
  return { id, name, email, role, cookie: cookieHeaderOf(answer.headers) }
}

/** The requests that follow are this staff member's. */
export const actAs = (staff: StaffSession) =>
  setRequest({ cookie: staff.cookie, 'x-forwarded-for': '198.51.100.20' })
