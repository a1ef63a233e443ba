import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import type { Denial } from '@/lib/auth/denial-of'
import { DENIAL_MESSAGES } from './action-result'
import type { MessageKey, MessageValues } from './message-key'

/**
 * What kind of refusal an operation threw; failureOf turns each into the caller's failure:
 * `forbidden` the viewer's denial, `not-found` a gone record, `refused` a domain rule, `field`
 * a value only the database could judge, shown under its field.
 */
export type AppErrorCode = 'forbidden' | 'not-found' | 'refused' | 'field'

type AppErrorParts = {
  code: AppErrorCode
  key: MessageKey
  values?: MessageValues
  field?: string
  denial?: Denial
  message: string
}

/**
 * The one error an operation throws for a person to read: `key` (with `values`) is what the
 * user reads, worded in their language where it is shown; `message` is plain English for
 * developers and logs, and never reaches the browser. Made by the static constructors below.
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: AppErrorCode
  /** The catalogue key the user reads: the admin catalogue's, or a public form's. */
  readonly key: MessageKey
  /** The message's arguments ("Try again in {seconds}", "{name} is deactivated"). */
  readonly values?: MessageValues
  /** `field`: the dotted path of the form value it is about ("en.sections.faqs"). */
  readonly field?: string
  /** `forbidden`: why the viewer may not. */
  readonly denial?: Denial

  private constructor({ message, ...parts }: AppErrorParts) {
    super(message)
    this.code = parts.code
    this.key = parts.key
    if (parts.values) this.values = parts.values
    if (parts.field !== undefined) this.field = parts.field
    if (parts.denial) this.denial = parts.denial
  }

  /** The viewer may not do or read this (requirePermission): the same answer as the gate's. */
  static forbidden(denial: Denial): AppError {
    return new AppError({
      code: 'forbidden',
      key: DENIAL_MESSAGES[denial],
      denial,
      message: `Not authorized: ${denial}`,
    })
  }

  /** The record is gone (deleted meanwhile, or a made-up id). */
  static notFound(key: MessageKey, message = `Not found (${key})`): AppError {
    return new AppError({ code: 'not-found', key, message })
  }

  /** A rule of the domain does not allow this as things stand (the lead is already erased). */
  static refused(key: MessageKey, values?: MessageValues, message?: string): AppError {
    const detail = values ? ` ${JSON.stringify(values)}` : ''
    return new AppError({
      code: 'refused',
      key,
      ...(values ? { values } : {}),
      message: message ?? `Refused (${key})${detail}`,
    })
  }

  /** A form value only the database can judge (the chosen project was deleted meanwhile). */
  static field(field: string, key: AdminMessageKey, message?: string): AppError {
    return new AppError({
      code: 'field',
      key,
      field,
      message: message ?? `Value of "${field}" refused (${key})`,
    })
  }
}

/** Whether `error` is an AppError, of one of `codes` when given. */
export const isAppError = (error: unknown, ...codes: AppErrorCode[]): error is AppError =>
  error instanceof AppError && (codes.length === 0 || codes.includes(error.code))
