import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { accounts, userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

type StaffRole = 'admin' | 'moderator' | 'sales' | 'user'

/**
 * How to sign in as a seeded account. `password` is set only on the start that created the
 * account with a generated password: it is printed that once and stored nowhere in clear.
 */
export type StaffLogin = { role: StaffRole; email: string; password: string | null; source: string }

const defaults: Record<StaffRole, { email: string; name: string }> = {
  admin: { email: 'admin@masar.example', name: 'Site Admin' },
  moderator: { email: 'moderator@masar.example', name: 'Content Moderator' },
  sales: { email: 'sales@masar.example', name: 'Sales Rep' },
  user: { email: 'user@masar.example', name: 'Signed-in User' },
}

/** Where older versions kept generated passwords in clear; removed on sight. */
const legacyCredentialsFile = (dataDir: string) => join(dataDir, 'staff-credentials.json')

/**
 * Creates the admin and moderator accounts if they do not exist yet. Credentials come from
 * SEED_{ADMIN,MODERATOR}_{EMAIL,PASSWORD}; a missing password is generated, returned once to be
 * printed, stored only as its hash, and must be changed at the first sign-in. A sales rep is made
 * only when SEED_SALES_EMAIL and SEED_SALES_PASSWORD are both set, and an account without admin
 * rights (role 'user', denied the admin area) only with SEED_USER_EMAIL and SEED_USER_PASSWORD,
 * for checking that denial.
 */
export async function ensureStaffAccounts(
  q: Queryable,
  { dataDir, env = process.env }: { dataDir: string; env?: Record<string, string | undefined> },
): Promise<StaffLogin[]> {
  if (dataDir !== 'memory://' && existsSync(legacyCredentialsFile(dataDir)))
    rmSync(legacyCredentialsFile(dataDir), { force: true })
  const logins: StaffLogin[] = []
  const given = (role: 'sales' | 'user') => {
    const prefix = `SEED_${role.toUpperCase()}`
    return env[`${prefix}_EMAIL`] && env[`${prefix}_PASSWORD`] ? [role] : []
  }
  for (const role of ['admin', 'moderator', ...given('sales'), ...given('user')] as const) {
    const prefix = `SEED_${role.toUpperCase()}`
    const email = (env[`${prefix}_EMAIL`] || defaults[role].email).trim().toLowerCase()
    const envPassword = env[`${prefix}_PASSWORD`]
    const source = envPassword ? `${prefix}_PASSWORD` : 'generated'
    const [existing] = await q.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (existing) {
      logins.push({ role, email, password: null, source })
      continue
    }
    const password = envPassword || randomBytes(12).toString('base64url')
    const userId = randomUUID()
    await q.insert(users).values({
      id: userId,
      email,
      name: defaults[role].name,
      emailVerified: true,
      // Whoever read the start-up output knows a generated password: it is replaced at once.
      mustChangePassword: !envPassword,
    })
    await q.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(password),
    })
    await q.insert(userRoles).values({ userId, role })
    logins.push({ role, email, password: envPassword ? null : password, source })
  }
  return logins
}
