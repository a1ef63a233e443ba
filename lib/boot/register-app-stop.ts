import { FRONT_SERVER_GLOBAL, STOP_APP_GLOBAL } from '../../scripts/server/process-hooks.mjs'
import { logError } from '../server/log-error'

type AppStop = { stopTasks: () => Promise<void>; closeDatabase: () => Promise<void> }

const slot = globalThis as typeof globalThis & {
  [STOP_APP_GLOBAL]?: () => Promise<void>
  [FRONT_SERVER_GLOBAL]?: boolean
}

/**
 * How the app stops. The front server (scripts/server/serve.mjs) runs Next in this process and
 * owns the shutdown: it drains its requests, then calls this (a hook on globalThis: the app is
 * bundled by Next, so the two share no module). Under plain `next start`, Next drains and
 * exits by itself on SIGTERM, without a hook for apps: the tasks stop at once (no new pass
 * starts), and the database is left open for the requests Next is still finishing; the
 * process's exit releases the data dir lock.
 */
export function registerAppStop({ stopTasks, closeDatabase }: AppStop): void {
  let stopping: Promise<void> | null = null
  slot[STOP_APP_GLOBAL] = () => {
    stopping ??= stopTasks().then(closeDatabase)
    return stopping
  }
  if (slot[FRONT_SERVER_GLOBAL]) return
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stopTasks().catch((error: unknown) => logError('Background tasks did not stop', error))
    })
}
