import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'

/** The staff member set a password of their own: the generated one is no longer in use. */
export async function passwordChosen(userId: string): Promise<void> {
  await db().update(users).set({ mustChangePassword: false }).where(eq(users.id, userId))
}
