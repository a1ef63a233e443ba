import type { MessageKey, MessageValues } from './message-key'

/**
 * A change the domain's rules do not allow as things stand (the lead is already erased); the
 * action wrapper answers with its message key (and arguments) instead of a generic error.
 */
export class RefusedError extends Error {
  /** The message's arguments ("Try again in {seconds}", "{name} is deactivated"). */
  readonly values?: MessageValues

  constructor(message: MessageKey, values?: MessageValues) {
    super(message)
    if (values) this.values = values
    this.name = 'RefusedError'
  }
}
