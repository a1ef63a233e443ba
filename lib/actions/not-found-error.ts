/** The record an admin action targets is gone (deleted meanwhile, or a made-up id). */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotFoundError'
  }
}
