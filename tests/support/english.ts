import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { AppError } from '@/lib/actions/app-error'
import type { MessageValues } from '@/lib/actions/message-key'

const t = adminTranslator('en') as unknown as (key: string, values?: MessageValues) => string

/**
 * What an English-speaking staff member reads for an action's message key (a refusal, a field
 * error): tests assert the words people see, not only the key.
 */
export const english = (key: string | undefined, values?: MessageValues): string | undefined =>
  key === undefined ? undefined : t(key, values)

/** Every field error of a failure in English (keyed by field, as the action answered them). */
export const englishFieldErrors = (fieldErrors: Record<string, string> | undefined) =>
  fieldErrors &&
  Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, english(key)]))

/** An action's failure as staff read it: its message (with its values) and field errors in English. */
export function inEnglish<T extends { ok: boolean }>(result: T) {
  if (result.ok) return result
  const { values, message, fieldErrors, ...rest } = result as unknown as {
    values?: MessageValues
    message: string
    fieldErrors?: Record<string, string>
  }
  return {
    ...rest,
    message: english(message, values),
    ...(fieldErrors ? { fieldErrors: englishFieldErrors(fieldErrors) } : {}),
  }
}

/** What a refused operation says in English (its AppError's message key and values). */
export async function refusalOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return english(error.key, error.values)
  }
  throw new Error('Expected a refusal')
}
