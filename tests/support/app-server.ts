import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

export type AppServer = {
  url: string
  child: ChildProcess
  /** Everything the server printed (for a failing test's message). */
  output: () => string
  /** Stops the server and deletes its data dir. */
  stop: () => Promise<void>
  /** Stops the server and keeps its data dir (for a restart). */
  halt: () => Promise<void>
}

/**
 * Servers still running when the test process ends, whatever ended it: a test that timed out
 * while its server started (the worker is then replaced) would otherwise leave the server
 * migrating and seeding beside every later test.
 */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) killGroup(child)
})

/** `npm start` and the server it starts (a group of their own: `detached`), at once. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/**
 * Another instance of the built app, started the way `npm start` starts it (scripts/start.mjs),
 * for tests that need a server configured differently from the main e2e one (behind a proxy,
 * a second instance on the same PostgreSQL). Resolves once /api/health answers 200.
 */
export async function startAppServer(options: {
  port: number
  /** An embedded database of its own (deleted first unless `keepData`), or env.DATABASE_URL. */
  dataDir: string
  /** Start again on what an earlier run left (a restart). */
  keepData?: boolean
  env?: Record<string, string>
  timeoutMs?: number
  /**
   * `next-start`: plain `next start` on the build, without the front server (what a host that
   * runs Next itself does); `npm start` by default.
   */
  entry?: 'npm-start' | 'next-start'
}): Promise<AppServer> {
  const dataDir = join(process.cwd(), options.dataDir)
  if (!options.keepData) rmSync(dataDir, { recursive: true, force: true })
  const distDir = copyOfBuild(options.port)
  const url = `http://localhost:${options.port}`
  const command =
    options.entry === 'next-start'
      ? ['node_modules/next/dist/bin/next', 'start', '-p', String(options.port)]
      : ['scripts/start.mjs']
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      // What scripts/start.mjs provides; `next start` is given them here.
      ...(options.entry === 'next-start'
        ? { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'e2e-next-start-secret-0123456789' }
        : {}),
      NEXT_DIST_DIR: distDir,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`)
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) break
    if (Date.now() > deadline) {
      killGroup(child)
      throw new Error(`The server did not answer /api/health in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250)) // polling interval, not a wait for an outcome
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(distDir, { recursive: true, force: true })
    },
    halt: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * The build as a folder of this server's own (`.next-<port>`): the server clears and fills its
 * page cache on disk, which must not be the main e2e server's (scripts/server/dist-dir.mjs).
 * The build tool's cache is left out; timestamps are kept, so the copy counts as up to date.
 */
function copyOfBuild(port: number): string {
  const name = `.next-${port}`
  const skipped = ['cache/turbopack', 'cache/fetch-cache', 'server/route-cache']
  rmSync(name, { recursive: true, force: true })
  cpSync('.next', name, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !skipped.includes(relative('.next', source)),
  })
  return name
}
