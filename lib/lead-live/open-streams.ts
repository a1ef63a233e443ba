import { env } from '@/lib/env'

const slot = globalThis as { __liveStreams?: Map<string, number> }

/**
 * Takes one of the account's stream places, or null when it holds them all: a leaked tab or a
 * script cannot pile up connections and listeners. Released when the stream ends.
 */
export function openStream(userId: string): { release: () => void } | null {
  const open = (slot.__liveStreams ??= new Map())
  const count = open.get(userId) ?? 0
  if (count >= env().LIVE_STREAMS_PER_ACCOUNT) return null
  open.set(userId, count + 1)
  let released = false
  return {
    release: () => {
      if (released) return
      released = true
      const left = (open.get(userId) ?? 1) - 1
      if (left > 0) open.set(userId, left)
      else open.delete(userId)
    },
  }
}
