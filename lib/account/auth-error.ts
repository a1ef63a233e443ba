import 'server-only'
import { isAPIError } from 'better-auth/api'
import { UNEXPECTED_MESSAGE } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { authMessage } from '@/lib/auth/auth-message'
import { TWO_FACTOR_REQUIRED } from '@/lib/auth/claim-two-factor-grace'
import { CODE_ALREADY_USED } from '@/lib/auth/totp-replay-guard'

/**
 * A refused auth call becomes a refusal the staff member may read: our catalogue key for the
 * refusals staff meet (the form words it in the portal's language), the generic one for any
 * other; anything else stays an error, logged by the wrapper.
 */
export function asRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error
  const code = (error.body as { code?: string } | undefined)?.code
  // A refusal we have no words for is said generically (its English never reaches staff).
  return AppError.refused((code && OUR_WORDS[code]) || UNEXPECTED_MESSAGE)
}

/** better-auth refusals by code, as catalogue keys (some mean something more specific here). */
const OUR_WORDS: Record<string, AdminMessageKey> = {
  // Only a deactivated account is refused a session (auth.ts databaseHooks).
  FAILED_TO_CREATE_SESSION: authMessage('deactivated'),
  // Five wrong codes end the challenge (better-auth); a TOTP has no "new code" to request.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: authMessage('tooManyCodes'),
  INVALID_TWO_FACTOR_COOKIE: authMessage('challengeExpired'),
  // Ten wrong codes in a row lock the account's second step for 15 minutes (better-auth).
  ACCOUNT_TEMPORARILY_LOCKED: authMessage('accountLocked'),
  INVALID_EMAIL_OR_PASSWORD: authMessage('invalidCredentials'),
  INVALID_PASSWORD: authMessage('invalidPassword'),
  INVALID_CODE: authMessage('invalidCode'),
  [CODE_ALREADY_USED]: authMessage('codeAlreadyUsed'),
  INVALID_BACKUP_CODE: authMessage('invalidBackupCode'),
  INVALID_TOKEN: authMessage('invalidToken'),
  // An admin without two-factor whose one password sign-in to set it up is spent.
  [TWO_FACTOR_REQUIRED]: authMessage('twoFactorRequired'),
}

/** Runs a better-auth call, turning its refusals into refused AppErrors. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw asRefusal(error)
  }
}
