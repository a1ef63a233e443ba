/**
 * A change the domain's rules do not allow as things stand (the lead is already erased); the
 * action wrapper answers with the message instead of a generic error.
 */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefusedError'
  }
}
