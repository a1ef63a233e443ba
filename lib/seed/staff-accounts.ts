import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { sealTotpSecret } from '@/lib/auth/seal-totp-secret'
import { accounts, twoFactors, userRoles, users } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import staffDefaults from './staff-defaults.json'

type StaffRole = 'admin' | 'moderator' | 'sales' | 'user'

/**
 * How to sign in as a seeded account. `password` is set only on the start that created the
 * account with a generated password: it is printed that once and stored nowhere in clear.
 * `twoFactor`: whether the account has two-factor on (required of an admin: without it, the
 * first sign-in sets it up).
 */
export type StaffLogin = {
  role: StaffRole
  email: string
  password: string | null
  source: string
  twoFactor: boolean
}

/** RFC 4648 base32, as authenticator apps are given a secret: at least 80 bits (16 letters). */
const BASE32_SECRET = /^[A-Z2-7]{16,}$/

/** The seeded accounts' addresses and names (JSON: the Arabic walk reads their English names). */
const defaults: Record<StaffRole, { email: string; name: string; nameAr: string }> = staffDefaults

/** Where older versions kept generated passwords in clear; removed on sight. */
const legacyCredentialsFile = (dataDir: string) => join(dataDir, 'staff-credentials.json')

/**
 * Creates the admin and moderator accounts if they do not exist yet. Credentials come from
 * SEED_{ADMIN,MODERATOR}_{EMAIL,PASSWORD}; a missing password is generated, returned once to be
 * printed, stored only as its hash, and must be changed at the first sign-in. A sales rep is made
 * only when SEED_SALES_EMAIL and SEED_SALES_PASSWORD are both set, and an account without admin
 * rights (role 'user', denied the admin area) only with SEED_USER_EMAIL and SEED_USER_PASSWORD,
 * for checking that denial. SEED_ADMIN_TOTP_SECRET (test and bench runs only; never in
 * production) enrols that authenticator secret for a new admin, so their sign-ins can give
 * its codes; without it the admin's first sign-in sets two-factor up.
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
  const totpSecret = env.SEED_ADMIN_TOTP_SECRET?.replace(/\s+/g, '').toUpperCase() || null
  if (totpSecret && !BASE32_SECRET.test(totpSecret))
    throw new Error('SEED_ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters')
  for (const role of ['admin', 'moderator', ...given('sales'), ...given('user')] as const) {
    const prefix = `SEED_${role.toUpperCase()}`
    const email = (env[`${prefix}_EMAIL`] || defaults[role].email).trim().toLowerCase()
    const envPassword = env[`${prefix}_PASSWORD`]
    const source = envPassword ? `${prefix}_PASSWORD` : 'generated'
    const [existing] = await q
      .select({
        id: users.id,
        twoFactor: users.twoFactorEnabled,
        name: users.name,
        nameAr: users.nameAr,
      })
      .from(users)
      .where(eq(users.email, email))
    if (existing) {
      // Accounts seeded before they had an Arabic name get the default one, unless renamed.
      if (existing.nameAr === null && existing.name === defaults[role].name)
        await q
          .update(users)
          .set({ nameAr: defaults[role].nameAr })
          .where(eq(users.id, existing.id))
      logins.push({ role, email, password: null, source, twoFactor: existing.twoFactor })
      continue
    }
    const enrolled = role === 'admin' && totpSecret !== null
    const password = envPassword || randomBytes(12).toString('base64url')
    const userId = randomUUID()
    await q.insert(users).values({
      id: userId,
      email,
      name: defaults[role].name,
      nameAr: defaults[role].nameAr,
      emailVerified: true,
      // Whoever read the start-up output knows a generated password: it is replaced at once.
      mustChangePassword: !envPassword,
      twoFactorEnabled: enrolled,
    })
    await q.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(password),
    })
    await q.insert(userRoles).values({ userId, role })
    if (enrolled)
      await q
        .insert(twoFactors)
        .values({ id: randomUUID(), userId, verified: true, ...(await sealTotpSecret(totpSecret)) })
    logins.push({
      role,
      email,
      password: envPassword ? null : password,
      source,
      twoFactor: enrolled,
    })
  }
  return logins
}
