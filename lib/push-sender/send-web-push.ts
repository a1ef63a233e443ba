import 'server-only'
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
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

/** Connections kept open to each push service: a burst of leads is a burst of pushes. */
const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
}

/** Posts the sealed body; answers the status, or throws (refused, reset, 10 s without an answer). */
function post(endpoint: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const url = new URL(endpoint)
  const secure = url.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    // node:http rather than fetch: a third of a push's CPU went to fetch's own layers (measured).
    const request = send(url, {
      method: 'POST',
      headers,
      agent: secure ? agents.https : agents.http,
    })
    request.setTimeout(10_000, () => request.destroy(new Error('push service timed out')))
    request.on('error', reject)
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.end(body)
  })
}

/**
 * Sends one push: the payload sealed to the browser's keys (aes128gcm, RFC 8291) and signed
 * for the push service (VAPID, RFC 8292) by web-push, then posted (no redirect is followed).
 * The endpoint is checked again: PUSH_ENDPOINT_HOSTS may have changed.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  topic: string,
): Promise<PushOutcome> {
  if (!isPushEndpointAllowed(target.endpoint, extraPushHosts(env().PUSH_ENDPOINT_HOSTS)))
    return { kind: 'gone' }
  try {
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
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    )
    const status = await post(request.endpoint, headers, request.body)
    if (status === 404 || status === 410) return { kind: 'gone' }
    if (status >= 200 && status < 300) return { kind: 'delivered' }
    return { kind: 'failed', error: `push service answered ${status}` }
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}
