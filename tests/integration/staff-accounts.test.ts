import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accounts, userRoles, users } from '@/lib/db/schema'
import { ensureStaffAccounts } from '@/lib/seed/staff-accounts'
import type { Db } from '@/lib/db/types'
import { migratedDb, tempDir, uniqueSlug } from '../support/db'

let database: Db

beforeAll(async () => {
  database = await migratedDb()
})

async function roleAndHash(email: string) {
  const [row] = await database
    .select({ role: userRoles.role, hash: accounts.password, provider: accounts.providerId })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.email, email))
  return row
}

describe('staff accounts', () => {
  it('uses the SEED_* variables when they are set', async () => {
    const env = {
      SEED_ADMIN_EMAIL: `${uniqueSlug('boss')}@example.com`,
      SEED_ADMIN_PASSWORD: 'correct horse battery',
      SEED_MODERATOR_EMAIL: `${uniqueSlug('mod')}@example.com`,
      SEED_MODERATOR_PASSWORD: 'another long secret',
    }
    const dataDir = tempDir()
    const logins = await ensureStaffAccounts(database, { dataDir, env })
    expect(logins.map((l) => [l.role, l.email, l.password])).toEqual([
      ['admin', env.SEED_ADMIN_EMAIL, null],
      ['moderator', env.SEED_MODERATOR_EMAIL, null],
    ])
    const admin = await roleAndHash(env.SEED_ADMIN_EMAIL)
    expect(admin).toMatchObject({ role: 'admin', provider: 'credential' })
    expect(await verifyPassword({ hash: admin!.hash!, password: 'correct horse battery' })).toBe(
      true,
    )
    expect((await roleAndHash(env.SEED_MODERATOR_EMAIL))?.role).toBe('moderator')
    expect(existsSync(join(dataDir, 'staff-credentials.json'))).toBe(false)
  })

  it('generates a password, reports it once, stores only its hash, and asks for a new one', async () => {
    const env = {
      SEED_ADMIN_EMAIL: `${uniqueSlug('gen')}@example.com`,
      SEED_MODERATOR_EMAIL: `${uniqueSlug('genmod')}@example.com`,
    }
    const dataDir = tempDir()
    // An older version's plain-text copy of generated passwords is removed.
    writeFileSync(join(dataDir, 'staff-credentials.json'), '{"admin":"old-secret"}')
    const first = await ensureStaffAccounts(database, { dataDir, env })
    const password = first[0]!.password!
    expect(password.length).toBeGreaterThanOrEqual(16)
    const hash = (await roleAndHash(env.SEED_ADMIN_EMAIL))!.hash!
    expect(await verifyPassword({ hash, password })).toBe(true)
    expect(hash).not.toContain(password)
    expect(existsSync(join(dataDir, 'staff-credentials.json'))).toBe(false)
    const [admin] = await database.select().from(users).where(eq(users.email, env.SEED_ADMIN_EMAIL))
    expect(admin!.mustChangePassword).toBe(true)

    // The next start does not know it any more: nothing in clear anywhere.
    const second = await ensureStaffAccounts(database, { dataDir, env })
    expect(second[0]).toMatchObject({ password: null, source: 'generated' })
    const count = await database.select().from(users).where(eq(users.email, env.SEED_ADMIN_EMAIL))
    expect(count).toHaveLength(1)
  })

  it('an operator-chosen password (SEED_*_PASSWORD) is not forced to change', async () => {
    const email = `${uniqueSlug('chosen')}@example.com`
    await ensureStaffAccounts(database, {
      dataDir: tempDir(),
      env: { SEED_ADMIN_EMAIL: email, SEED_ADMIN_PASSWORD: 'a long chosen passphrase' },
    })
    const [admin] = await database.select().from(users).where(eq(users.email, email))
    expect(admin!.mustChangePassword).toBe(false)
  })
})
