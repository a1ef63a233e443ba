import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { twoFactors, users } from '@/lib/db/schema'

/**
 * Takes an account's two-factor off so it can be set up on a new device: its old app's codes
 * and backup codes stop working at once. For an admin the requirement is then back on (the
 * portal shows only the set-up), and the one password sign-in to set it up counts as spent:
 * walking away from a new-device set-up opens no password-only way in.
 */
export async function withdrawTwoFactor(userId: string, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(twoFactors)
      .set({ verified: false, lastUsedStep: null })
      .where(eq(twoFactors.userId, userId))
    await tx
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorGraceUsedAt: sql`coalesce(${users.twoFactorGraceUsedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId))
  })
}
