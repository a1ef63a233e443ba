// @ts-check
// SIGTERM (a deploy, a container stop) and SIGINT: the public port stops taking connections,
// requests under way finish (within a bound: a live stream never would), then the app stops its
// background tasks and closes its database (lib/boot/register-app-stop.ts), and the process
// exits 0, which releases the embedded database's lock.
import { STOP_APP_GLOBAL } from './process-hooks.mjs'

/** How long requests under way may take to finish before their connections are cut. */
export const DRAIN_MS = 10_000
/** The whole shutdown's bound: past it the process exits 1 whatever is still running. */
export const SHUTDOWN_MS = 25_000

/**
 * Counts a server's requests under way and tells when none is left.
 * @param {import('node:http').Server} server
 */
export function trackRequests(server) {
  let active = 0
  /** @type {Set<() => void>} */
  const waiting = new Set()
  server.on('request', (_req, /** @type {import('node:http').ServerResponse} */ res) => {
    active += 1
    res.once('close', () => {
      active -= 1
      if (active === 0) for (const resolve of waiting) resolve()
    })
  })
  return {
    get active() {
      return active
    },
    /** @returns {Promise<void>} */
    idle: () =>
      active === 0 ? Promise.resolve() : new Promise((resolve) => void waiting.add(resolve)),
  }
}

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

/**
 * Registers the shutdown on SIGTERM and SIGINT (once: a second signal does not start another).
 * @param {{ server: import('node:http').Server, internal: import('node:http').Server, requests: ReturnType<typeof trackRequests> }} options
 */
export function shutDownOnSignals({ server, internal, requests }) {
  let started = false
  const shutDown = async (/** @type {NodeJS.Signals} */ signal) => {
    if (started) return
    started = true
    setTimeout(() => {
      console.error(`Shutdown did not finish in ${SHUTDOWN_MS / 1000} s: exiting`)
      process.exit(1)
    }, SHUTDOWN_MS).unref()
    console.log(`${signal}: finishing ${requests.active} request(s), then stopping`)
    // No new connections; idle keep-alive ones are closed now, busy ones after their response.
    server.close()
    server.closeIdleConnections()
    const drained = await Promise.race([requests.idle().then(() => true), delay(DRAIN_MS)])
    if (!drained) console.warn(`${requests.active} request(s) cut after ${DRAIN_MS / 1000} s`)
    server.closeAllConnections()
    const stopApp = /** @type {Record<symbol, (() => Promise<void>) | undefined>} */ (globalThis)[
      STOP_APP_GLOBAL
    ]
    try {
      await stopApp?.()
    } catch (error) {
      console.error('The app did not stop cleanly', error)
    }
    internal.close()
    internal.closeAllConnections()
    console.log('Stopped')
    process.exit(0)
  }
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
    process.on(signal, () => void shutDown(signal))
}
