import { eq } from 'drizzle-orm'
import { appMeta } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { saveSeedContent } from './save-seed-content'
import { ensureStaffAccounts, type StaffLogin } from './staff-accounts'

const SEED_KEY = 'content_seed'

export type SeedResult = {
  seededContent: { developers: number; projects: number; units: number } | null
  staff: StaffLogin[]
}

/**
 * Idempotent: content is inserted once per database (a marker row records it, so content that
 * staff later delete is not brought back); staff accounts are created when missing.
 */
export async function seedDatabase(
  database: Db,
  options: { dataDir: string; env?: Record<string, string | undefined> },
): Promise<SeedResult> {
  const seededContent = await database.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).for('update')
    if (marker) return null
    const counts = await saveSeedContent(tx)
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: { ...counts, at: new Date().toISOString() } })
      .onConflictDoNothing()
    return counts
  })
  const staff = await database.transaction((tx) => ensureStaffAccounts(tx, options))
  return { seededContent, staff }
}
