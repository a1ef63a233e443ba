import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { isRecordId } from '@/lib/validation/record-id'

/** A draft preview link works this long (shared with a colleague or the developer's team). */
export const PREVIEW_TOKEN_SECONDS = 7 * 24 * 60 * 60

export type PreviewTarget = { kind: 'project' | 'developer'; id: string }

// Without a configured secret (tests, a bare `next dev`) links work for this process only.
const processSecret = randomBytes(32).toString('base64url')
const sign = (body: string) =>
  createHmac('sha256', `preview:${env().BETTER_AUTH_SECRET ?? processSecret}`)
    .update(body)
    .digest('base64url')

/**
 * Between a token's payload and its signature. Not a dot: a link ending in `.` and
 * letters (about one signature in four) looks like a file to anything that goes by extension.
 */
const SEPARATOR = '~'
/** Links made with a dot before the change keep working until they expire (7 days). */
const OLD_SEPARATOR = '.'

/** A signed, expiring link token that shows one unpublished record as its page would look. */
export function issuePreviewToken(target: PreviewTarget, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({
      k: target.kind === 'project' ? 'p' : 'd',
      i: target.id,
      x: Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS,
    }),
  ).toString('base64url')
  return `${body}${SEPARATOR}${sign(body)}`
}

/** What a token shows, or null when it is forged, altered, malformed or expired. */
export function readPreviewToken(token: string, now = Date.now()): PreviewTarget | null {
  const separator = token.includes(SEPARATOR) ? SEPARATOR : OLD_SEPARATOR
  const [body, signature, ...rest] = token.split(separator)
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { k, i, x } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    if (
      (k !== 'p' && k !== 'd') ||
      typeof i !== 'string' ||
      !isRecordId(i) ||
      typeof x !== 'number' ||
      x * 1000 < now
    )
      return null
    return { kind: k === 'p' ? 'project' : 'developer', id: i }
  } catch {
    return null
  }
}
