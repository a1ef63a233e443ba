import 'server-only'
import { isAPIError } from 'better-auth/api'
import { RefusedError } from '@/lib/actions/refused-error'

/**
 * A refused auth call becomes a refusal the staff member may read (better-auth's own wording,
 * such as "Invalid email or password"); anything else stays an error, logged by the wrapper.
 */
export function asRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error
  const code = (error.body as { code?: string } | undefined)?.code
  return new RefusedError((code && OUR_WORDS[code]) ?? error.body?.message ?? error.message)
}

/** better-auth refusals that mean something more specific here. */
const OUR_WORDS: Record<string, string> = {
  // Only a deactivated account is refused a session (auth.ts databaseHooks).
  FAILED_TO_CREATE_SESSION:
    'This account has been deactivated. Ask an administrator to reactivate it.',
  // Five wrong codes end the challenge (better-auth); a TOTP has no "new code" to request.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Sign in again with your password.',
  INVALID_TWO_FACTOR_COOKIE: 'This sign-in has expired. Sign in again with your password.',
  // Ten wrong codes in a row lock the account's second step for 15 minutes (better-auth).
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes for this account. Try again in 15 minutes.',
}

/** Runs a better-auth call, turning its refusals into RefusedError. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw asRefusal(error)
  }
}
