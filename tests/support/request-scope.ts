// A stand-in for next/headers outside a request: the headers and cookies of the request a
// test is making (vi.mock('next/headers', () => import('../support/request-scope'))).

let current = new Headers()
let sent = new Map<string, string>()

/** The cookies the calls since setRequest set (what the browser would keep), by name. */
export const cookiesSent = () => new Map(sent)

/** The request the next calls belong to: its client address and session cookie. */
export function setRequest(init: Record<string, string>) {
  current = new Headers(init)
  sent = new Map()
}

export async function headers() {
  return current
}

export async function cookies() {
  const header = current.get('cookie') ?? ''
  const pairs = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return { name: part.slice(0, at), value: part.slice(at + 1) }
    })
  return {
    toString: () => header,
    get: (name: string) => pairs.find((pair) => pair.name === name),
    getAll: () => pairs,
    has: (name: string) => pairs.some((pair) => pair.name === name),
    // What an action sets reaches the browser in a real request: recorded, not read back here.
    set: (name: string, value: string) => void sent.set(name, value),
    delete: () => {},
  }
}

/** "a=1; b=2" from the Set-Cookie lines of an answer. */
export function cookieHeaderOf(answer: Headers): string {
  return answer
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ')
}
