import 'server-only'
import { isAPIError } from 'better-auth/api'

/**
 * The message a staff member may see for a refused auth call (better-auth's own wording, such
 * as "Invalid email or password"); anything unexpected is logged and stays on the server.
 */
export function authErrorMessage(error: unknown, context: string): string | null {
  if (isAPIError(error)) return error.body?.message ?? error.message
  console.error(`${context} failed`, error)
  return null
}
