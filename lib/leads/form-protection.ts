/** Name of the hidden field real visitors leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website'

/** Shape of the idempotency keys the forms send (a UUID, or 32 hex digits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/

/** A fresh key for one submission; reused for its retries (crypto.randomUUID needs HTTPS). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

/** The key a form sent, or null when it is missing or malformed (then no de-duplication). */
export const validIdempotencyKey = (value: string | undefined) =>
  value && IDEMPOTENCY_KEY.test(value) ? value : null
