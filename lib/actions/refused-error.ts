/**
 * A change the domain's rules do not allow as things stand (the lead is already erased); the
 * action wrapper answers with the message instead of a generic error.
 */
export class RefusedError extends Error {
  /** The message's arguments, when it is a catalogue key with some ("Try again in {seconds}"). */
  readonly values?: Record<string, number>

  constructor(message: string, values?: Record<string, number>) {
    super(message)
    if (values) this.values = values
    this.name = 'RefusedError'
  }
}
