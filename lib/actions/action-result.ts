import type { MessageKey, MessageValues } from './message-key'

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
  /** An admin must set up two-factor first (only its set-up is open until then). */
  | 'two-factor-setup'
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
   * A catalogue key, never prose (MessageKey): the admin catalogue's in the back office, the
   * public forms' in theirs; worded in the reader's language where it is shown.
   */
  message: string
  /** The arguments of the message, when it has some. */
  values?: MessageValues
  /** First message per field, keyed by its dotted path ("en.name"): catalogue keys too. */
  fieldErrors?: Record<string, E>
}

/** What every server action answers (house style 3): data, or a failure safe to show. */
export type ActionResult<T = null, E extends string = string> =
  { ok: true; data: T } | ActionFailure<E>

export const succeed = <T>(data: T): { ok: true; data: T } => ({ ok: true, data })

export const fail = <E extends string = string>(
  code: FailureCode,
  message: MessageKey,
  fieldErrors?: Record<string, E>,
): ActionFailure<E> =>
  fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message }

/** The shared failures' keys (messages/admin/<language>/errors.json). */
export const UNEXPECTED_MESSAGE = 'errors.unexpected' satisfies MessageKey
export const INVALID_MESSAGE = 'errors.invalid' satisfies MessageKey

export const DENIAL_MESSAGES = {
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  'admin-only': 'errors.adminOnly',
  'two-factor-setup': 'errors.twoFactorSetup',
  'password-change': 'errors.passwordChange',
} as const satisfies Partial<Record<FailureCode, MessageKey>>
