import type { MessageValues } from '@/lib/actions/message-key'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'

/** Why a legacy image could not be imported: a catalogue key and its values. */
export type ImportError = { message: AdminMessageKey; values?: MessageValues }

/** As the media row stores it (JSON in its text column), worded where it is shown. */
export const storedImportError = (error: ImportError) => JSON.stringify(error)

export type Translate = (key: string, values?: MessageValues) => string

/**
 * A stored import note in the reader's language; a note stored as words (before notes were
 * keys) is shown as it is. The address stays left to right inside Arabic (an isolate).
 */
export function importErrorText(stored: string, t: Translate): string {
  let error: ImportError
  try {
    error = JSON.parse(stored) as ImportError
  } catch {
    return stored
  }
  if (typeof error?.message !== 'string') return stored
  const values = { ...error.values }
  if (typeof values.url === 'string') values.url = `\u2066${values.url}\u2069`
  return t(error.message, values)
}
