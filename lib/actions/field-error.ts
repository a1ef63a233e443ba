import type { AdminMessageKey } from '@/lib/admin-i18n/admin-message-key'

/**
 * A form value only the database can judge (the chosen project was deleted meanwhile); the
 * action wrapper shows the message (a catalogue key) under that field, like a schema error.
 */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: AdminMessageKey,
  ) {
    super(message)
    this.name = 'FieldError'
  }
}
