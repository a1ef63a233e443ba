import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

/** Step 2 must follow its step 1 within this time. */
export const ENQUIRY_TOKEN_SECONDS = 2 * 60 * 60

/** The enquiry step 1 recorded: the lead, and the repeat enquiry when it joined an older lead. */
export type EnquiryRef = { leadId: string; enquiryId: string | null }

// Without a configured secret (tests, a bare `next dev`) tokens are good for this process only.
const processSecret = randomBytes(32).toString('base64url')
const secret = () => `enquiry-token:${env().BETTER_AUTH_SECRET ?? processSecret}`

const sign = (body: string) => createHmac('sha256', secret()).update(body).digest('base64url')

/** A signed, short-lived proof that this browser sent step 1 of this enquiry. */
export function issueEnquiryToken(ref: EnquiryRef, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({
      l: ref.leadId,
      e: ref.enquiryId,
      x: Math.floor(now / 1000) + ENQUIRY_TOKEN_SECONDS,
    }),
  ).toString('base64url')
  return `${body}.${sign(body)}`
}

/** The enquiry a token proves, or null when it is missing, forged, altered or expired. */
export function readEnquiryToken(token: string | undefined, now = Date.now()): EnquiryRef | null {
  const [body, signature, ...rest] = (token ?? '').split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { l, e, x } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      l?: unknown
      e?: unknown
      x?: unknown
    }
    if (typeof l !== 'string' || typeof x !== 'number' || x * 1000 < now) return null
    return { leadId: l, enquiryId: typeof e === 'string' ? e : null }
  } catch {
    return null
  }
}
