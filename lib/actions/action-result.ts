/**
 * Why an action said no. Callers react to the code (back to sign-in, show the field errors,
 * 'Step 1 data missing'); people read the message.
 */
export type FailureCode =
  /** The input broke a rule; `fieldErrors` says which field. */
  | 'invalid'
  /** Nobody (or an ended session) is signed in. */
  | 'unauthenticated'
  /** Signed in without a staff role (spec 'Access Denied'). */
  | 'forbidden'
  /** A moderator asking for an admin-only action (spec 'Admin Access Required'). */
  | 'admin-only'
  /** The staff member must replace a generated first password first. */
  | 'password-change'
  /** The record is gone (deleted meanwhile, or a made-up id). */
  | 'not-found'
  | 'rate-limited'
  /** A rule of the domain refused the change; the message says why. */
  | 'refused'
  /** Anything unexpected: logged on the server, a generic message for the caller. */
  | 'error'

export type ActionFailure<E extends string = string> = {
  ok: false
  code: FailureCode
  /**
   * Safe to show: English in the back office (the shared refusals by code in the portal's
   * language: useFailureText), a catalogue key in the public forms and the sign-in and
   * password flows (admin `auth.messages.…`).
   */
  message: string
  /** The arguments of a message that is a catalogue key with some. */
  values?: Record<string, number>
  /** First message per field, keyed by its dotted path ("en.name"). */
  fieldErrors?: Record<string, E>
}

/** What every server action answers (house style 3): data, or a failure safe to show. */
export type ActionResult<T = null, E extends string = string> =
  { ok: true; data: T } | ActionFailure<E>

export const succeed = <T>(data: T): { ok: true; data: T } => ({ ok: true, data })

export const fail = <E extends string = string>(
  code: FailureCode,
  message: string,
  fieldErrors?: Record<string, E>,
): ActionFailure<E> =>
  fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message }

/** English; the admin forms show messages/admin/<language>/errors.json's by the code. */
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.'
export const INVALID_MESSAGE = 'Please fix the errors and try again.'

export const DENIAL_MESSAGES = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You don’t have permission to access this area.',
  'admin-only': 'This section is only accessible to administrators.',
  'password-change': 'Choose a new password first (My Account).',
} as const satisfies Partial<Record<FailureCode, string>>
