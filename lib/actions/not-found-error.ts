import type { MessageKey } from './message-key'

/** The record an admin action targets is gone (deleted meanwhile, or a made-up id). */
export class NotFoundError extends Error {
  constructor(message: MessageKey) {
    super(message)
    this.name = 'NotFoundError'
  }
}
