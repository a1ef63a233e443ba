import 'server-only'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** What is stored of a password: SHA-256 as hex (the secret is random, not a person's choice). */
export const hashFeedPassword = (password: string) => digest(password).toString('hex')

/**
 * A new feed's sign-in: a readable user name naming the stage and a 192-bit random password
 * (base64url: letters, digits, - and _, safe to paste anywhere). Only the hash is kept.
 */
export function newFeedCredentials(stage: string) {
  const username = `masar-${stage}-${randomBytes(4).toString('hex')}`
  const password = randomBytes(24).toString('base64url')
  return { username, password, passwordHash: hashFeedPassword(password) }
}

/** The user name and password of an `Authorization: Basic …` header, or null. */
export function readBasicAuth(
  header: string | null,
): { username: string; password: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=_-]{1,512})\s*$/i.exec(header ?? '')?.[1]
  if (!encoded) return null
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/**
 * Whether the header names this feed's user and password. Both are compared as SHA-256 digests
 * with timingSafeEqual, so the time taken says nothing of how much of either was right.
 */
export function credentialsMatch(
  feed: { username: string; passwordHash: string },
  header: string | null,
): boolean {
  const given = readBasicAuth(header)
  if (!given) return false
  const user = timingSafeEqual(digest(given.username), digest(feed.username))
  const password = timingSafeEqual(
    digest(given.password),
    Buffer.from(feed.passwordHash.padEnd(64, '0').slice(0, 64), 'hex'),
  )
  return user && password
}
