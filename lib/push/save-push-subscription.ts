import 'server-only'
import { db } from '@/lib/db/client'
import { pushSubscriptions } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { AppError } from '@/lib/actions/app-error'
import { deviceLabel } from './device-label'
import { extraPushHosts, isPushEndpointAllowed } from './push-endpoint'
import type { PushSubscriptionInput } from './push-schemas'

/**
 * Keeps this browser's subscription for the person signed in. One browser is one endpoint: if
 * someone else had it (they signed in there before), it is theirs no more. Returns its id.
 */
export async function savePushSubscription(
  userId: string,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
): Promise<string> {
  if (!isPushEndpointAllowed(subscription.endpoint, extraPushHosts(env().PUSH_ENDPOINT_HOSTS)))
    throw AppError.field('endpoint', 'account.push.fieldErrors.endpoint')
  const values = {
    userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device: deviceLabel(userAgent).slice(0, 80),
  }
  const [row] = await db()
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: subscription.endpoint })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: new Date(), lastSuccessAt: null },
    })
    .returning({ id: pushSubscriptions.id })
  return row!.id
}
