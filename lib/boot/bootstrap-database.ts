import 'server-only'
import { env } from '../env'
import { getConnection } from '../db/client'
import { runMigrations } from '../db/migrate'
import { seedDatabase, type SeedResult } from '../seed/seed-database'

/** Brings the database to the current schema and seeds it on first run. */
export async function bootstrapDatabase(): Promise<SeedResult & { kind: 'pglite' | 'postgres' }> {
  const { db, kind } = getConnection()
  await runMigrations()
  const result = await seedDatabase(db, { dataDir: env().dataDir })
  return { ...result, kind }
}

export function describeStaffLogins(result: SeedResult, siteUrl: string): string {
  const lines = [`Admin portal: ${siteUrl}/admin/login`]
  for (const login of result.staff) {
    const secret = login.password
      ? `${login.password}  (generated; shown this once, to be changed at the first sign-in)`
      : login.source === 'generated'
        ? '(password generated and shown at the first start; lost? use "Forgot Password")'
        : `(password from ${login.source})`
    lines.push(`  ${login.role.padEnd(9)} ${login.email}  ${secret}`)
    if (login.role === 'admin' && !login.twoFactor)
      lines.push(
        '            Two-factor is required for admins: the first sign-in leads to its set-up.',
        '            Have an authenticator app ready (Google Authenticator, Authy, 1Password…);',
        '            after that sign-in the password alone is refused until it is on.',
      )
  }
  return lines.join('\n')
}
