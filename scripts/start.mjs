// `npm start`: build when the sources are newer than the last build, make sure the embedded
// data dir is free, give better-auth a persisted secret, then run the server (scripts/server).
// Migrations and the first-run seed happen inside the server process (instrumentation.ts).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, needsBuild } from './build-if-needed.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = resolve(root, process.env.DATA_DIR || '.data')
const port = process.env.PORT || '3000'

function fail(message) {
  console.error(`\n${message}\n`)
  process.exit(1)
}

function lockHolder() {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, 'db.lock'), 'utf8'))
    if (holder.host !== hostname()) return holder
    process.kill(holder.pid, 0)
    return holder
  } catch (error) {
    return error?.code === 'EPERM' ? { pid: '?', host: hostname() } : null
  }
}

function authSecret() {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET
  const file = join(dataDir, 'auth-secret')
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chmodSync(dataDir, 0o700) // mkdir's mode applies to a new dir only
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  chmodSync(file, 0o600)
  return readFileSync(file, 'utf8').trim()
}

if (!process.env.DATABASE_URL) {
  const holder = lockHolder()
  if (holder) {
    fail(
      `The data directory ${dataDir} is already in use by process ${holder.pid} (another npm start?).\n` +
        `The embedded database allows one process only: stop that process first, or set DATA_DIR to another directory.`,
    )
  }
}

if (needsBuild(root)) {
  console.log('Building the app (first start, or the sources changed)…')
  const started = Date.now()
  if (!build(root)) fail('The build failed; see the output above.')
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// Set after the build (its output keeps the usual modes): from here on what this process and
// the server (which inherits the umask) create is this user's alone, PGlite's files included,
// which take no mode of their own.
process.umask(0o077)

// A V8 heap sized for a small server: left to itself on a large machine V8 lets garbage grow
// to gigabytes before it collects. The live heap stays near 100 MB; exports stream in chunks.
// An operator's NODE_OPTIONS with its own sizes wins.
const heapFlags = /--max-(old|semi)-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? []
  : ['--max-old-space-size=256', '--max-semi-space-size=4']

const server = spawn(process.execPath, [...heapFlags, join(root, 'scripts/server/serve.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: authSecret(),
    // glibc gives each thread that mallocs (libvips, zlib, PGlite's loader) an arena of its own
    // and rarely returns their freed memory: two arenas cost the server about 200 MB less
    // resident memory (bench/README.md, 2026-11-29). An operator's own value wins.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
    // A fixed threshold: blocks of 32 kB and more get pages of their own, handed back when
    // freed, instead of glibc raising the threshold as it goes and keeping them in the heap
    // (about 50 MB less resident memory after the first run's image import; bench/README.md).
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '32768',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
