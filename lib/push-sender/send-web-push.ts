import 'server-only'
import webpush from 'web-push'
import { env } from '@/lib/env'
import { extraPushHosts, isPushEndpointAllowed } from '@/lib/push/push-endpoint'
import type { VapidKeys } from '@/lib/push/read-vapid-keys'
import { sealAndPost, type SealJob } from './seal-thread'

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** One push to one device: what it says (JSON for the service worker) and its topic. */
export type WebPush = { target: PushTarget; payload: string; topic: string }

/** 'gone': the push service no longer knows the subscription (404/410), or may not be asked. */
export type PushOutcome =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; error: string }

/** A lead alert an hour old is no alert: the push service may drop it after that. */
const TTL_SECONDS = 60 * 60

/** A VAPID token is good for 12 hours (at most 24, RFC 8292); made anew with an hour left. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60
const tokens = new Map<string, { authorization: string; expires: number }>()

/**
 * The VAPID Authorization header for a push service's origin, signed once and used for every
 * push to it until an hour before it expires (a signature per push cost CPU for nothing).
 */
function vapidAuthorization(origin: string, vapid: VapidKeys): string {
  const now = Math.floor(Date.now() / 1000)
  const key = `${origin} ${vapid.publicKey}`
  const kept = tokens.get(key)
  if (kept && kept.expires - now > 60 * 60) return kept.authorization
  const expires = now + VAPID_TOKEN_SECONDS
  const { Authorization } = webpush.getVapidHeaders(
    origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expires,
  )
  tokens.set(key, { authorization: Authorization, expires })
  return Authorization
}

const outcomeOf = (status: number): PushOutcome =>
  status === 404 || status === 410
    ? { kind: 'gone' }
    : status >= 200 && status < 300
      ? { kind: 'delivered' }
      : { kind: 'failed', error: `push service answered ${status}` }

/**
 * Sends pushes: each payload sealed to its browser's keys (aes128gcm, RFC 8291) and posted
 * on the push thread (seal-thread.ts), signed for its push service here (VAPID, RFC 8292).
 * Each endpoint is checked again: PUSH_ENDPOINT_HOSTS may have changed. Outcomes in order.
 */
export async function sendWebPushes(pushes: WebPush[], vapid: VapidKeys): Promise<PushOutcome[]> {
  const extraHosts = extraPushHosts(env().PUSH_ENDPOINT_HOSTS)
  const allowed = pushes.map((push) => isPushEndpointAllowed(push.target.endpoint, extraHosts))
  // An allowed endpoint is a URL (isPushEndpointAllowed parses it): its origin is there.
  const jobs: SealJob[] = pushes
    .filter((_, i) => allowed[i])
    .map(({ target, payload, topic }) => ({
      endpoint: target.endpoint, // a device row holds more: only the keys cross to the thread
      p256dh: target.p256dh,
      auth: target.auth,
      payload,
      authorization: vapidAuthorization(new URL(target.endpoint).origin, vapid),
      ttl: TTL_SECONDS,
      topic,
    }))
  let results: Awaited<ReturnType<typeof sealAndPost>>
  try {
    results = await sealAndPost(jobs)
  } catch (error) {
    const failed = { kind: 'failed', error: error instanceof Error ? error.message : String(error) }
    return pushes.map((_, i) => (allowed[i] ? (failed as PushOutcome) : { kind: 'gone' }))
  }
  let next = 0
  return pushes.map((_, i) => {
    if (!allowed[i]) return { kind: 'gone' }
    const result = results[next++]!
    return 'status' in result ? outcomeOf(result.status) : { kind: 'failed', error: result.error }
  })
}
