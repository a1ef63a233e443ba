import 'server-only'
import { AppError } from '@/lib/actions/app-error'
import { authMessage } from '@/lib/auth/auth-message'
import { resetRateLimit, withinRateLimit } from '@/lib/server/rate-limit'

const LIMIT = 5
const WINDOW_MS = 15 * 60 * 1000

const key = (sessionId: string) => `reauth:${sessionId}`

/**
 * Password and code re-checks in the account settings (set up or turn off two-factor) are
 * counted per session: someone holding a stolen session cannot guess their way to turning
 * two-factor off, and a new session needs the password (and the code) to begin with.
 */
export async function assertReauthAllowed(sessionId: string): Promise<void> {
  if (!(await withinRateLimit(key(sessionId), { limit: LIMIT, windowMs: WINDOW_MS }))) {
    throw AppError.refused(authMessage('attemptsRateLimited'))
  }
}

/** A correct re-check starts the count again. */
export const clearReauthAttempts = (sessionId: string) => resetRateLimit(key(sessionId))
