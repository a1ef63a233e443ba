import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { sessions, twoFactors, users } from '@/lib/db/schema'

/**
 * The way back for a locked-out admin (scripts/reset-admin-two-factor.ts, on the server): their
 * two-factor is removed, their sessions end, and their next password sign-in is again the one
 * that leads to its set-up. Returns false when no account has this e-mail.
 */
export async function resetTwoFactor(email: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorGraceUsedAt: null })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id })
    if (!user) return false
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return true
  })
}
