import 'server-only'
import { logError } from '@/lib/server/log-error'
import { fail, INVALID_MESSAGE, UNEXPECTED_MESSAGE, type ActionFailure } from './action-result'
import { FieldError } from './field-error'
import { NotFoundError } from './not-found-error'
import { RefusedError } from './refused-error'
import { uniqueViolationField } from './unique-violation'

/**
 * What a thrown error becomes for the caller: known refusals keep their message (a taken slug
 * becomes a field error); anything else is logged here and answered generically, so no
 * exception text reaches the browser.
 */
export function failureOf(error: unknown, context: string): ActionFailure {
  if (error instanceof NotFoundError) return fail('not-found', error.message)
  if (error instanceof RefusedError)
    return error.values
      ? { ...fail('refused', error.message), values: error.values }
      : fail('refused', error.message)
  if (error instanceof FieldError)
    return fail('invalid', INVALID_MESSAGE, { [error.field]: error.message })
  const field = uniqueViolationField(error)
  if (field) return fail('invalid', INVALID_MESSAGE, { [field]: 'This slug is already in use' })
  logError(`${context} failed`, error)
  return fail('error', UNEXPECTED_MESSAGE)
}
