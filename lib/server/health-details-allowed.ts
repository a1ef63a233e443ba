import { createHash, timingSafeEqual } from 'node:crypto'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a health check may read the details (database kind and latency, mail backlog):
 * a caller on this machine (the front server's resolved address, last X-Forwarded-For entry)
 * or one with the configured token. Everyone else learns only ok / 503.
 */
export function healthDetailsAllowed(headers: Headers, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
  if (token && bearer && timingSafeEqual(digest(bearer), digest(token))) return true
  const address = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? ''
  return LOOPBACK.has(address)
}
