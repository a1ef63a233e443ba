type Renders = { earlierEnded: (timeoutMs: number) => Promise<boolean> }

/** Long enough for a page render on a busy small server; a hung one does not hold a save. */
const WAIT_MS = 4_000

/**
 * Resolves once every public page render begun before this call has ended (counted by the front
 * server, scripts/server/renders-in-flight.mjs): false at once when none was in flight, or when
 * the app runs without the front server (plain `next start`), which counts nothing.
 */
export function earlierRendersEnded(): Promise<boolean> {
  const renders = (globalThis as Record<symbol, Renders | undefined>)[
    Symbol.for('masar.rendersInFlight')
  ]
  return renders?.earlierEnded(WAIT_MS) ?? Promise.resolve(false)
}
