import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

type LockHolder = { pid: number; host: string; startedAt: string }

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is already in use by process ${holder.pid} on ${holder.host} ` +
        `(since ${holder.startedAt}). The embedded database allows one process only: stop that ` +
        `process first, or set DATA_DIR to another directory.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export const lockFilePath = (dataDir: string) => join(dataDir, 'db.lock')

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process holding the lock on dataDir, if any (other than this one). */
export function findLockHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(lockFilePath(dataDir))
  if (!holder || holder.pid === process.pid) return null
  if (holder.host !== hostname()) return holder // cannot check another machine: assume held
  return isAlive(holder.pid) ? holder : null
}

/**
 * Takes the exclusive lock on a PGlite data dir (PGlite has none of its own: two writers
 * corrupt it silently). Throws DataDirLockedError when a live process holds it; a lock
 * left by a dead process is taken over. Released when this process exits.
 */
export function acquireDataDirLock(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }) // private: see make-data-dir-private
  const file = lockFilePath(dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      const holder: LockHolder = {
        pid: process.pid,
        host: hostname(),
        startedAt: new Date().toISOString(),
      }
      writeSync(fd, JSON.stringify(holder))
      closeSync(fd)
      process.once('exit', () => releaseDataDirLock(dataDir))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const existing = readHolder(file)
      if (existing?.pid === process.pid) return
      const live = findLockHolder(dataDir)
      if (live) throw new DataDirLockedError(dataDir, live)
      unlinkSync(file) // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${file}`)
}

export function releaseDataDirLock(dataDir: string): void {
  const file = lockFilePath(dataDir)
  if (readHolder(file)?.pid !== process.pid) return
  try {
    unlinkSync(file)
  } catch {
    // already gone
  }
}
