import 'server-only'
import { logError } from '@/lib/server/log-error'
import { fail, INVALID_MESSAGE, UNEXPECTED_MESSAGE, type ActionFailure } from './action-result'
import { FieldError } from './field-error'
import { NotFoundError } from './not-found-error'
import { RefusedError } from './refused-error'
import type { MessageKey } from './message-key'
import { uniqueViolationField } from './unique-violation'

const TAKEN_SLUG = 'errors.slugTaken' satisfies MessageKey

/**
 * What a thrown error becomes for the caller: known refusals keep their message key (a taken slug
 * becomes a field error); anything else is logged here and answered generically, so no
 * exception text reaches the browser.
 */
export function failureOf(error: unknown, context: string): ActionFailure {
  // Their messages are catalogue keys: the constructors take nothing else.
  if (error instanceof NotFoundError) return fail('not-found', error.message as MessageKey)
  if (error instanceof RefusedError)
    return error.values
      ? { ...fail('refused', error.message as MessageKey), values: error.values }
      : fail('refused', error.message as MessageKey)
  if (error instanceof FieldError)
    return fail('invalid', INVALID_MESSAGE, { [error.field]: error.message })
  const field = uniqueViolationField(error)
  if (field) return fail('invalid', INVALID_MESSAGE, { [field]: TAKEN_SLUG })
  logError(`${context} failed`, error)
  return fail('error', UNEXPECTED_MESSAGE)
}
