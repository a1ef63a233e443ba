import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { nextCookies } from 'better-auth/next-js'
import { APIError } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { answerResetRequest } from './answer-reset-request'
import { claimTwoFactorGrace, TWO_FACTOR_REQUIRED } from './claim-two-factor-grace'
import { isDeactivated } from './is-deactivated'
import { db } from '@/lib/db/client'
import { accounts, sessions, twoFactors, users, verifications } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { passwordChosen } from './password-chosen'
import { sessionCookiePrefix } from './session-cookies'

import { SESSION_POLICY } from './session-policy'
import { totpReplayGuard } from './totp-replay-guard'

function createAuth() {
  const { siteUrl, BETTER_AUTH_SECRET } = env()
  const https = siteUrl.startsWith('https://')
  return betterAuth({
    appName: 'Masar Admin',
    baseURL: siteUrl,
    secret: BETTER_AUTH_SECRET,
    database: drizzleAdapter(db(), {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are created by admins, never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Only an account in use gets a link: not a deactivated one, nor an unaccepted invitation.
      sendResetPassword: ({ user, token }) => answerResetRequest(user, token),
      // A password chosen through the e-mailed link is the staff member's own.
      onPasswordReset: ({ user }) => passwordChosen(user.id),
    },
    // A remembered device: 30 days from the last use, slid once a day. Not remembered:
    // better-auth's browser-session cookie and one day, never slid (session-policy.ts).
    session: {
      expiresIn: SESSION_POLICY.rememberedIdleSeconds,
      updateAge: SESSION_POLICY.slideEverySeconds,
      freshAge: 10 * 60,
    },
    // A deactivated account gets no session by any path (password, two-factor step, reset);
    // better-auth then answers FAILED_TO_CREATE_SESSION, which auth-error.ts words for staff.
    // An admin without two-factor gets one password sign-in, to set it up (then refused).
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            if (await isDeactivated(session.userId)) return false
            if (context?.path === '/sign-in/email' && !(await claimTwoFactorGrace(session.userId)))
              throw new APIError('FORBIDDEN', {
                code: TWO_FACTOR_REQUIRED,
                message: 'Two-factor authentication is required for this account',
              })
          },
        },
      },
    },
    // Every auth call goes through our server actions, which count attempts in the database.
    rateLimit: { enabled: false },
    advanced: {
      // The prefix carries __Host- itself (better-auth's own secure prefix is __Secure-).
      useSecureCookies: false,
      cookiePrefix: sessionCookiePrefix(https),
      defaultCookieAttributes: { secure: https, path: '/', sameSite: 'lax', httpOnly: true },
    },
    plugins: [twoFactor({ issuer: 'Masar Admin' }), totpReplayGuard(), nextCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>

const slot = globalThis as typeof globalThis & { __auth?: Auth }

/** better-auth bound to the app database; created on first use (never at build time). */
export function auth(): Auth {
  slot.__auth ??= createAuth()
  return slot.__auth
}
