import { randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { accounts, userRoles, users } from '../schema'
import type { Queryable } from '../types'

type StaffRole = 'admin' | 'moderator' | 'user'
export type StaffLogin = { role: StaffRole; email: string; password: string | null; source: string }

const defaults: Record<StaffRole, { email: string; name: string }> = {
  admin: { email: 'admin@masar.example', name: 'Site Admin' },
  moderator: { email: 'moderator@masar.example', name: 'Content Moderator' },
  user: { email: 'user@masar.example', name: 'Signed-in User' },
}

const credentialsFile = (dataDir: string) => join(dataDir, 'staff-credentials.json')

function readSavedPasswords(dataDir: string): Partial<Record<StaffRole, string>> {
  const file = credentialsFile(dataDir)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<StaffRole, string>>
  } catch {
    return {}
  }
}

function savePasswords(dataDir: string, saved: Partial<Record<StaffRole, string>>) {
  mkdirSync(dataDir, { recursive: true })
  const file = credentialsFile(dataDir)
  writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 })
  chmodSync(file, 0o600)
}

/**
 * Creates the admin and moderator accounts if they do not exist yet. Credentials come from
 * SEED_{ADMIN,MODERATOR}_{EMAIL,PASSWORD}; a missing password is generated once and kept in
 * the data dir (mode 600) so the start command can print it again. An account without admin
 * rights (role 'user', denied the admin area) is made only when SEED_USER_EMAIL and
 * SEED_USER_PASSWORD are both set, for checking that denial.
 */
export async function ensureStaffAccounts(
  q: Queryable,
  { dataDir, env = process.env }: { dataDir: string; env?: Record<string, string | undefined> },
): Promise<StaffLogin[]> {
  const saved = readSavedPasswords(dataDir)
  const logins: StaffLogin[] = []
  const plainUser = env.SEED_USER_EMAIL && env.SEED_USER_PASSWORD ? (['user'] as const) : []
  for (const role of ['admin', 'moderator', ...plainUser] as const) {
    const prefix = `SEED_${role.toUpperCase()}`
    const email = (env[`${prefix}_EMAIL`] || defaults[role].email).trim().toLowerCase()
    const envPassword = env[`${prefix}_PASSWORD`]
    const [existing] = await q.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (existing) {
      logins.push({
        role,
        email,
        password: envPassword ? null : (saved[role] ?? null),
        source: envPassword ? `${prefix}_PASSWORD` : 'generated',
      })
      continue
    }
    const password = envPassword || randomBytes(12).toString('base64url')
    const userId = randomUUID()
    await q
      .insert(users)
      .values({ id: userId, email, name: defaults[role].name, emailVerified: true })
    await q.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(password),
    })
    await q.insert(userRoles).values({ userId, role })
    if (!envPassword) {
      saved[role] = password
      savePasswords(dataDir, saved)
    }
    logins.push({
      role,
      email,
      password: envPassword ? null : password,
      source: envPassword ? `${prefix}_PASSWORD` : 'generated',
    })
  }
  return logins
}
