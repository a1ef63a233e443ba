import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { pushMessages, pushSubscriptions } from '@/lib/db/schema'
import { cairoDay } from '@/lib/i18n/business-time'
import { businessWindow, type BusinessHours } from '@/lib/lead-chase/business-hours'
import { logError } from '@/lib/server/log-error'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { claimDuePushes, PUSH_LEASE_MS, type ClaimedPush } from './claim-due-pushes'
import { composeLeadPushes, type ComposedPush } from './compose-lead-pushes'
import { groupLeadPushes } from './group-lead-pushes'
import { readVapidKeys } from '@/lib/push/read-vapid-keys'
import { sendWebPushes, type PushOutcome } from './send-web-push'

/** A push that still fails after this many attempts is given up (kept, with its error). */
export const PUSH_MAX_ATTEMPTS = 5
/** 15 s, 30 s, 60 s, 120 s: a lead alert is worth little later than that. */
const retryDelayMs = (attempts: number) => 15_000 * 2 ** Math.max(0, attempts - 1)

/** Pushes claimed at a time. */
export const PUSH_BATCH = 100

export const withinBusinessHours = (at: Date, hours: BusinessHours) => {
  const window = businessWindow(cairoDay(at), hours)
  return !!window && at >= window[0] && at < window[1]
}

/** What became of one claimed push on each device it went to (none: dropped). */
type Attempt = { push: ClaimedPush; targets: PushDevice[]; outcomes: PushOutcome[] }
type PushDevice = typeof pushSubscriptions.$inferSelect

/**
 * One pass: claims due pushes and sends each to every device of its person not reached yet,
 * the ones reaching a device in the same pass as one notification (groupLeadPushes).
 * A push the person would not want now (turned off, quiet outside business hours), or about a
 * lead gone, is dropped. A device the push service calls gone is removed. The outcomes are
 * written for the whole batch at once: with the embedded database every statement shares one
 * thread with the leads arriving. Returns how many pushes were claimed.
 */
export async function deliverDuePushes(now = new Date(), leaseMs = PUSH_LEASE_MS): Promise<number> {
  const claimed = await claimDuePushes(now, PUSH_BATCH, leaseMs)
  if (!claimed.length) return 0
  const [composed, hours, vapid, devices] = await Promise.all([
    composeLeadPushes(claimed),
    readLeadSettings(),
    readVapidKeys(),
    db()
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(claimed.map((push) => push.userId))])),
  ])
  const quietNow = !withinBusinessHours(now, hours)
  const planned = claimed.map((push) => {
    const message = composed.get(push.id)
    const wanted = message?.settings.enabled && !(message.settings.quietHours && quietNow)
    const targets = devices.filter(
      (device) => device.userId === push.userId && !push.delivered.includes(device.id),
    )
    // A push with devices to reach has its message: the others have none.
    return { push, targets: message && wanted ? targets : [], message: message! }
  })
  // One notification per device for what reaches it in this pass (groupLeadPushes), and one
  // hand-over to the push thread for the whole batch.
  const sends = byDevice(planned)
  const outcomes = await sendWebPushes(
    sends.map(({ target, pushes }) => ({
      target,
      payload: JSON.stringify(groupLeadPushes(pushes.map(({ message }) => message))),
      topic: pushes[0]!.push.leadId.replaceAll('-', ''),
    })),
    vapid,
  )
  const outcomeOf = new Map<string, PushOutcome>()
  sends.forEach(({ target, pushes }, i) => {
    for (const { push } of pushes) outcomeOf.set(`${push.id} ${target.id}`, outcomes[i]!)
  })
  const attempts = planned.map(({ push, targets }): Attempt => ({
    push,
    targets,
    outcomes: targets.map((target) => outcomeOf.get(`${push.id} ${target.id}`)!),
  }))
  await settle(attempts)
  return claimed.length
}

type Planned = { push: ClaimedPush; targets: PushDevice[]; message: ComposedPush }

/** Each device with the pushes going to it, the newest first (as the inbox lists them). */
function byDevice(planned: Planned[]) {
  const sends = new Map<string, { target: PushDevice; pushes: Planned[] }>()
  for (const each of planned)
    for (const target of each.targets) {
      const send = sends.get(target.id) ?? { target, pushes: [] }
      send.pushes.push(each)
      sends.set(target.id, send)
    }
  const newestFirst = (a: Planned, b: Planned) =>
    b.push.createdAt.getTime() - a.push.createdAt.getTime()
  return [...sends.values()].map((send) => ({ ...send, pushes: send.pushes.sort(newestFirst) }))
}

const where = (attempt: Attempt, kind: PushOutcome['kind']) =>
  attempt.targets.filter((_, i) => attempt.outcomes[i]!.kind === kind)

/**
 * Records the batch: devices reached (one statement), devices gone (removed), pushes done
 * (one statement), and each push that failed somewhere scheduled again for what is left.
 */
async function settle(attempts: Attempt[]) {
  const now = new Date()
  const reached = attempts.flatMap((attempt) => where(attempt, 'delivered').map((d) => d.id))
  const gone = attempts.flatMap((attempt) => where(attempt, 'gone'))
  const failed = attempts.filter((attempt) => where(attempt, 'failed').length > 0)
  const done = attempts.filter((attempt) => !failed.includes(attempt)).map((a) => a.push.id)
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
  if (done.length) await db().delete(pushMessages).where(inArray(pushMessages.id, done))
  for (const attempt of failed) await retryLater(attempt, now)
}

/** Keeps the devices reached, and tries the rest again after a while, or gives up. */
async function retryLater({ push, targets, outcomes }: Attempt, now: Date) {
  const reached = targets.filter((_, i) => outcomes[i]!.kind === 'delivered').map((t) => t.id)
  const error = outcomes
    .flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.error] : []))
    .join('; ')
    .slice(0, 2000)
  // As an Error, so production logs say why: the push service's status or the network's words.
  logError(
    `Push ${push.id} not delivered to every device (attempt ${push.attempts})`,
    new Error(error),
  )
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
