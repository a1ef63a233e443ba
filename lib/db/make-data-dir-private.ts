import { chmodSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'

/**
 * Makes the data dir (database, auth secret, generated staff passwords) this user's alone,
 * whatever the umask: dirs 700, files 600, including what an older run left open. The process
 * umask becomes 077 first (worker threads cannot change it), so what is created later without
 * an explicit mode is private too.
 */
export function makeDataDirPrivate(dataDir: string): void {
  if (isMainThread) process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  tighten(dataDir)
}

function tighten(dir: string): void {
  chmodSync(dir, 0o700)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    // Symlinks are left alone: chmod would follow them out of the data dir.
    if (entry.isDirectory()) tighten(path)
    else if (entry.isFile()) chmodSync(path, 0o600)
  }
}
