// Starts the app exactly as users do (`node scripts/start.mjs`, which builds when needed) on a
// fresh data dir, waits for /api/health, and stops the whole process group afterwards.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { dirname, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const HEALTH_TIMEOUT_MS = 10 * 60 * 1000
const STOP_GRACE_MS = 10 * 1000

function portInUse(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), done(true)))
    socket.once('error', () => done(false))
  })
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no server log)'
  }
}

/**
 * @param {{ root: string, port: number, dataDir: string, logFile: string, databaseUrl?: string }} options
 * @returns {Promise<{ baseUrl: string, pid: number, waitHealthy: () => Promise<void>,
 *   stop: () => Promise<void>, killNow: () => void }>}
 *   waitHealthy(): resolves once GET /api/health answers 200; rejects (after stopping the
 *   server) when it exits first or the timeout passes;
 *   stop(): SIGTERM the process group, SIGKILL after a grace period (idempotent);
 *   killNow(): synchronous SIGKILL of the group, for process 'exit' handlers.
 */
export async function spawnServer({ root, port, dataDir, logFile, databaseUrl = '' }) {
  if (await portInUse(port)) {
    throw new Error(`Port ${port} is already in use; stop whatever listens there and retry.`)
  }

  rmSync(resolve(root, dataDir), { recursive: true, force: true })
  mkdirSync(dirname(logFile), { recursive: true })
  const log = createWriteStream(logFile)

  const baseUrl = `http://localhost:${port}`
  // detached: the server gets its own process group, so stop() can signal start.mjs, the
  // `next build` it may run and the `next start` child at once, and a terminal Ctrl+C reaches
  // only us (we then stop the group ourselves).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      // The embedded database unless a bench asks for a PostgreSQL one.
      DATABASE_URL: databaseUrl,
      // The lead load test submits from one address; the per-address limit would refuse it.
      LEAD_RATE_LIMIT: '1000000000',
    },
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)

  let exited = child.exitCode !== null
  const exit = new Promise((done) =>
    child.once('exit', (code, signal) => {
      exited = true
      done({ code, signal })
    }),
  )

  let groupGone = false
  const killGroup = (signal = 'SIGKILL') => {
    if (groupGone) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Nothing of the group is left.
    }
  }
  const signalGroup = (signal) => {
    if (!exited) killGroup(signal)
  }

  let stopping = null
  const stop = () => {
    stopping ??= (async () => {
      if (!exited) {
        signalGroup('SIGTERM')
        const graceful = await Promise.race([exit.then(() => true), sleep(STOP_GRACE_MS, false)])
        if (!graceful) signalGroup('SIGKILL')
        await Promise.race([exit, sleep(2000)])
      }
      // start.mjs may exit before its children: make sure nothing of the group survives.
      killGroup()
      groupGone = true
      await new Promise((done) => log.end(done))
    })()
    return stopping
  }

  async function waitHealthy() {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS
    while (true) {
      if (exited) {
        const { code, signal } = await exit
        await stop()
        throw new Error(
          `The server exited (code ${code}, signal ${signal}) before it was healthy. ` +
            `Last lines of ${logFile}:\n${tail(logFile)}`,
        )
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
        if (response.status === 200) break
      } catch {
        // Not listening yet (or still building).
      }
      if (Date.now() > deadline) {
        await stop()
        throw new Error(
          `The server was not healthy within ${HEALTH_TIMEOUT_MS / 60000} min. ` +
            `Last lines of ${logFile}:\n${tail(logFile)}`,
        )
      }
      await sleep(1000)
    }
  }

  return { baseUrl, pid: child.pid, waitHealthy, stop, killNow: () => killGroup() }
}
