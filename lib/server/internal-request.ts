import { randomBytes, timingSafeEqual } from 'node:crypto'

// Requests this process sends itself (a background task asking Next to do what only a request
// may do): they carry a secret made at start and known only to this process.
const TOKEN = Symbol.for('masar.internalToken')
const ORIGIN = Symbol.for('masar.internalOrigin') // set by scripts/server/serve.mjs
const HEADER = 'x-masar-internal'

const slot = globalThis as typeof globalThis & { [TOKEN]?: string; [ORIGIN]?: string }

function token(): string {
  slot[TOKEN] ??= randomBytes(32).toString('base64url')
  return slot[TOKEN]
}

/** Whether a request came from this very process (a constant-time comparison). */
export function isInternalRequest(request: Request): boolean {
  const sent = Buffer.from(request.headers.get(HEADER) ?? '')
  const expected = Buffer.from(token())
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}

/** POSTs to one of this process's own routes, over loopback. */
export async function postToSelf(path: string): Promise<void> {
  const origin = slot[ORIGIN] ?? `http://127.0.0.1:${process.env.PORT || 3000}`
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { [HEADER]: token() },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
}
