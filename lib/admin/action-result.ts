import type { Denial } from '@/lib/auth/authorize'

/** What every admin action answers (house style 3): data, or messages safe to show. */
export type ActionResult<T = null> =
  | { ok: true; data: T }
  | {
      ok: false
      /** Why the server refused the caller, when it did. */
      denial?: Denial
      formError?: string
      /** First message per field, keyed by dotted path ("en.name"). */
      fieldErrors?: Record<string, string>
    }

export const DENIAL_MESSAGES: Record<Denial, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You don’t have permission to access this area.',
  'admin-only': 'This section is only accessible to administrators.',
}
