import 'server-only'
import { logError } from '@/lib/server/log-error'
import { fail, INVALID_MESSAGE, UNEXPECTED_MESSAGE, type ActionFailure } from './action-result'
import { AppError } from './app-error'
import type { MessageKey } from './message-key'
import { uniqueViolationField } from './unique-violation'

const TAKEN_SLUG = 'errors.slugTaken' satisfies MessageKey

/** An AppError as the caller's failure: every code has its own. */
function appFailure(error: AppError): ActionFailure {
  switch (error.code) {
    case 'forbidden':
      // The action wrapper's gate answers the same (the code tells the form where to go).
      return fail(error.denial ?? 'forbidden', error.key)
    case 'not-found':
      return fail('not-found', error.key)
    case 'refused':
      return error.values
        ? { ...fail('refused', error.key), values: error.values }
        : fail('refused', error.key)
    case 'field':
      return fail('invalid', INVALID_MESSAGE, { [error.field ?? '']: error.key })
    default:
      return error.code satisfies never
  }
}

/**
 * What a thrown error becomes for the caller: an AppError keeps its message key (a taken slug
 * becomes a field error); anything else is logged here and answered generically, so no
 * exception text reaches the browser.
 */
export function failureOf(error: unknown, context: string): ActionFailure {
  if (error instanceof AppError) return appFailure(error)
  const field = uniqueViolationField(error)
  if (field) return fail('invalid', INVALID_MESSAGE, { [field]: TAKEN_SLUG })
  logError(`${context} failed`, error)
  return fail('error', UNEXPECTED_MESSAGE)
}
