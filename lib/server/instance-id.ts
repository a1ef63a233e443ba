import { randomUUID } from 'node:crypto'

// On globalThis: the route handlers and the startup hook are separate bundles of one process.
const SLOT = Symbol.for('masar.instanceId')
const slot = globalThis as typeof globalThis & { [SLOT]?: string }

/** This process's id among the app instances sharing one database, new at every start. */
export function instanceId(): string {
  slot[SLOT] ??= randomUUID()
  return slot[SLOT]
}
