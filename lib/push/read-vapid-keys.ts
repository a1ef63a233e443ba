import 'server-only'
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { db } from '@/lib/db/client'
import { appMeta } from '@/lib/db/schema'
import { env } from '@/lib/env'

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

const VAPID_META_KEY = 'vapid_keys'

let cached: Promise<VapidKeys> | null = null

/** Who push services may write to: VAPID_SUBJECT, else the site when on https, else the sender. */
function subject(): string {
  const { VAPID_SUBJECT, siteUrl, MAIL_FROM } = env()
  if (VAPID_SUBJECT) return VAPID_SUBJECT
  if (siteUrl.startsWith('https://')) return siteUrl
  const address = /<([^>]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM
  return `mailto:${address.trim()}`
}

/**
 * The VAPID key pair: from the environment, else the one kept in app_meta, made by whichever
 * instance asked first (insert … on conflict do nothing, then read: every instance on one
 * database signs with the same pair, so subscriptions made through any of them work). Read once
 * per process. The private key never leaves the server.
 */
export function readVapidKeys(): Promise<VapidKeys> {
  cached ??= load().catch((error: unknown) => {
    cached = null
    throw error
  })
  return cached
}

async function load(): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env()
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY)
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: subject() }
  const made = webpush.generateVAPIDKeys()
  await db()
    .insert(appMeta)
    .values({ key: VAPID_META_KEY, value: made })
    .onConflictDoNothing({ target: appMeta.key })
  const [row] = await db()
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, VAPID_META_KEY))
  const kept = row?.value as { publicKey?: unknown; privateKey?: unknown } | undefined
  if (typeof kept?.publicKey !== 'string' || typeof kept.privateKey !== 'string')
    throw new Error('The VAPID keys in app_meta are unreadable')
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: subject() }
}
