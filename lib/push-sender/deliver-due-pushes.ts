import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { pushMessages, pushSubscriptions } from '@/lib/db/schema'
import { cairoDay } from '@/lib/i18n/business-time'
import { businessWindow, type BusinessHours } from '@/lib/lead-chase/business-hours'
import { logError } from '@/lib/server/log-error'
import { getLeadSettings } from '@/lib/settings/get-lead-settings'
import { claimDuePushes, PUSH_LEASE_MS, type ClaimedPush } from './claim-due-pushes'
import { composeLeadPushes } from './compose-lead-pushes'
import { readVapidKeys } from '@/lib/push/read-vapid-keys'
import { sendWebPush, type PushOutcome } from './send-web-push'

/** A push that still fails after this many attempts is given up (kept, with its error). */
export const PUSH_MAX_ATTEMPTS = 5
/** 15 s, 30 s, 60 s, 120 s: a lead alert is worth little later than that. */
const retryDelayMs = (attempts: number) => 15_000 * 2 ** Math.max(0, attempts - 1)

const PUSH_BATCH = 20

export const withinBusinessHours = (at: Date, hours: BusinessHours) => {
  const window = businessWindow(cairoDay(at), hours)
  return !!window && at >= window[0] && at < window[1]
}

/**
 * One pass: claims due pushes and sends each to every device of its person not reached yet.
 * A push the person would not want now (turned off, quiet outside business hours), or about a
 * lead gone, is dropped. A device the push service calls gone is removed. Returns how many
 * pushes were claimed.
 */
export async function deliverDuePushes(now = new Date(), leaseMs = PUSH_LEASE_MS): Promise<number> {
  const claimed = await claimDuePushes(now, PUSH_BATCH, leaseMs)
  if (!claimed.length) return 0
  const [composed, hours, vapid, devices] = await Promise.all([
    composeLeadPushes(claimed),
    getLeadSettings(),
    readVapidKeys(),
    db()
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(claimed.map((push) => push.userId))])),
  ])
  const quietNow = !withinBusinessHours(now, hours)
  await Promise.all(
    claimed.map(async (push) => {
      const message = composed.get(push.id)
      const wanted = message?.settings.enabled && !(message.settings.quietHours && quietNow)
      const targets = devices.filter(
        (device) => device.userId === push.userId && !push.delivered.includes(device.id),
      )
      if (!message || !wanted || !targets.length) return finish(push.id)
      const body = JSON.stringify(message.payload)
      const topic = push.leadId.replaceAll('-', '')
      const outcomes = await Promise.all(
        targets.map((device) => sendWebPush(device, body, vapid, topic)),
      )
      await settle(push, targets, outcomes)
    }),
  )
  return claimed.length
}

const finish = (id: string) => db().delete(pushMessages).where(eq(pushMessages.id, id))

/** Records each device's outcome, then ends the push or schedules what is left of it. */
async function settle(
  push: ClaimedPush,
  targets: { id: string; endpoint: string }[],
  outcomes: PushOutcome[],
) {
  const now = new Date()
  const reached = targets.filter((_, i) => outcomes[i]!.kind === 'delivered').map((t) => t.id)
  const gone = targets.filter((_, i) => outcomes[i]!.kind === 'gone')
  const failures = outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.error] : []))
  if (reached.length)
    await db()
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(inArray(pushSubscriptions.id, reached))
  // By endpoint too: a browser that subscribed again meanwhile keeps its new subscription.
  for (const device of gone)
    await db()
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)),
      )
  if (!failures.length) return finish(push.id)
  const error = failures.join('; ').slice(0, 2000)
  logError(`Push ${push.id} not delivered to every device (attempt ${push.attempts})`, error)
  const givenUp = push.attempts >= PUSH_MAX_ATTEMPTS
  await db()
    .update(pushMessages)
    .set({
      delivered: sql`${pushMessages.delivered} || ${JSON.stringify(reached)}::jsonb`,
      lastError: error,
      claimedAt: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(push.attempts)),
      ...(givenUp ? { failedAt: now } : {}),
    })
    .where(eq(pushMessages.id, push.id))
}
