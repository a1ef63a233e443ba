import 'server-only'
import { createHmac } from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt, type SecretConfig } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { twoFactors } from '@/lib/db/schema'

/** better-auth's TOTP: 30 s steps, 6 digits, a code of the step before or after accepted. */
const PERIOD_MS = 30_000
const DIGITS = 6
const WINDOW = 1
const BASE32_PREFIX = 'base32:' // how better-auth stores an imported base32 secret
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The refusal's code (lib/account/auth-error.ts words it). */
export const CODE_ALREADY_USED = 'TOTP_CODE_ALREADY_USED'

/**
 * A TOTP code opens one sign-in (or one enrolment): better-auth accepts any code of the
 * current window as often as it is sent, so this records the step of the last code accepted
 * per account and refuses that step and older ones (RFC 6238 §5.2). It runs before
 * better-auth's own check, claiming the step in one conditional UPDATE, so two requests with
 * the same code cannot both pass; a wrong code and a locked account are left to better-auth.
 */
export function totpReplayGuard(): BetterAuthPlugin {
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code
            if (typeof code !== 'string') return
            const userId = (await getSessionFromCtx(ctx))?.user.id ?? (await challengedUserId(ctx))
            if (!userId) return
            const [row] = await db()
              .select({ secret: twoFactors.secret, lockedUntil: twoFactors.lockedUntil })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId))
              .limit(1)
            if (!row || (row.lockedUntil && row.lockedUntil > new Date())) return
            const key = await totpKey(ctx.context.secretConfig, row.secret)
            const step = matchingStep(key, code, Date.now())
            if (step === null) return
            const claimed = await db()
              .update(twoFactors)
              .set({ lastUsedStep: step })
              .where(
                and(
                  eq(twoFactors.userId, userId),
                  or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
                ),
              )
              .returning({ id: twoFactors.id })
            if (claimed.length === 0)
              throw new APIError('UNAUTHORIZED', {
                code: CODE_ALREADY_USED,
                message: 'This code has already been used',
              })
          }),
        },
      ],
    },
  }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** The account a sign-in's second step is for: better-auth's signed two-factor cookie. */
async function challengedUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor')
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!identifier) return null
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return verification?.value ?? null
}

/** The HMAC key of an account's secret, as better-auth decrypts and decodes it. */
async function totpKey(secretConfig: string | SecretConfig, stored: string): Promise<Buffer> {
  const secret = await symmetricDecrypt({ key: secretConfig, data: stored })
  return secret.startsWith(BASE32_PREFIX)
    ? base32Decode(secret.slice(BASE32_PREFIX.length))
    : Buffer.from(secret, 'utf8')
}

/** The step within the accepted window whose code this is, or null (a wrong code). */
function matchingStep(key: Buffer, code: string, now: number): number | null {
  const current = Math.floor(now / PERIOD_MS)
  for (let step = current - WINDOW; step <= current + WINDOW; step++)
    if (hotp(key, step) === code) return step
  return null
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0')
}

function base32Decode(input: string): Buffer {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
    }
  }
  return Buffer.from(bytes)
}
