import 'server-only'
import { and, eq } from 'drizzle-orm'
import { AppError } from '@/lib/actions/app-error'
import { db } from '@/lib/db/client'
import { pushSubscriptions } from '@/lib/db/schema'

/**
 * Removes one of the person's own devices. Another person's device is "not found" to them, as
 * is one removed meanwhile: nobody learns, or touches, someone else's subscriptions.
 */
export async function removePushDevice(userId: string, deviceId: string): Promise<void> {
  const removed = await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  if (!removed.length) throw AppError.notFound('account.push.fieldErrors.device')
}
