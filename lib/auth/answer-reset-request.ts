import 'server-only'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { accounts, users, verifications } from '@/lib/db/schema'
import { queuePasswordResetMail } from './queue-password-reset'

/** Active, and signed up: a password of its own (an invited account has none yet). */
async function inUse(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), isNotNull(accounts.password)))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1)
  return Boolean(row)
}

/**
 * better-auth's "send the reset link": queued only for an account in use. A deactivated one
 * could not sign in with it; an invitation never accepted would be revived by it (a link
 * past its expiry, for an account nobody has signed up to). Either way nothing is sent, as
 * for an unknown address, and the token better-auth stored is dropped, so it neither works
 * nor shows as a new invitation on the Staff list.
 */
export async function answerResetRequest(
  user: { id: string; email: string },
  token: string,
): Promise<void> {
  if (await inUse(user.id)) return queuePasswordResetMail(user.email, token)
  await db()
    .delete(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
}
