import 'server-only'
import { isAPIError } from 'better-auth/api'
import { RefusedError } from '@/lib/actions/refused-error'

/**
 * A refused auth call becomes a refusal the staff member may read (better-auth's own wording,
 * such as "Invalid email or password"); anything else stays an error, logged by the wrapper.
 */
export function asRefusal(error: unknown): unknown {
  return isAPIError(error) ? new RefusedError(error.body?.message ?? error.message) : error
}

/** Runs a better-auth call, turning its refusals into RefusedError. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw asRefusal(error)
  }
}
