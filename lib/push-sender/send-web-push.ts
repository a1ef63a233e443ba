import 'server-only'
import webpush from 'web-push'
import { env } from '@/lib/env'
import { extraPushHosts, isPushEndpointAllowed } from '@/lib/push/push-endpoint'
import type { VapidKeys } from '@/lib/push/read-vapid-keys'

export type PushTarget = { endpoint: string; p256dh: string; auth: string }

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

/**
 * Sends one push: the payload sealed to the browser's keys (aes128gcm, RFC 8291) and signed
 * for the push service (VAPID, RFC 8292) by web-push; posted with fetch, no redirects
 * followed, within 10 s. The endpoint is checked again: PUSH_ENDPOINT_HOSTS may have changed.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  topic: string,
): Promise<PushOutcome> {
  if (!isPushEndpointAllowed(target.endpoint, extraPushHosts(env().PUSH_ENDPOINT_HOSTS)))
    return { kind: 'gone' }
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      headers: { Authorization: vapidAuthorization(new URL(target.endpoint).origin, vapid) },
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic,
      contentEncoding: 'aes128gcm',
    },
  )
  // fetch sets the length itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return { kind: 'gone' }
    if (response.status >= 200 && response.status < 300) return { kind: 'delivered' }
    return { kind: 'failed', error: `push service answered ${response.status}` }
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}
