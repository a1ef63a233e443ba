// @ts-check
// How the front server and the app (bundled by Next, loaded in the same process) reach each
// other: through globalThis, under registered symbols, since they share no module instance.

/**
 * Set by the app's composition root (lib/boot/boot-server.ts) once its background tasks run:
 * stops them and closes the database. The front server calls it on SIGTERM after draining.
 * @type {unique symbol}
 */
export const STOP_APP_GLOBAL = Symbol.for('masar.stopApp')

/**
 * Set by the front server before Next starts: it owns the shutdown. Without it (plain
 * `next start`) Next drains and exits on its own, and the app only stops its tasks.
 * @type {unique symbol}
 */
export const FRONT_SERVER_GLOBAL = Symbol.for('masar.frontServer')
