import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  acquireDataDirLock,
  DataDirLockedError,
  lockFilePath,
  releaseDataDirLock,
} from '@/lib/db/data-dir-lock'
import { tempDir } from '../support/db'

describe('data dir lock', () => {
  it('refuses a data dir held by another live process, with a clear message', async () => {
    const dataDir = tempDir()
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(
        lockFilePath(dataDir),
        JSON.stringify({ pid: holder.pid, host: hostname(), startedAt: new Date().toISOString() }),
      )
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError)
      expect(() => acquireDataDirLock(dataDir)).toThrow(/already in use by process \d+/)
    } finally {
      holder.kill()
    }
  })

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dataDir = tempDir()
    const dead = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => dead.on('exit', resolve))
    writeFileSync(
      lockFilePath(dataDir),
      JSON.stringify({ pid: dead.pid, host: hostname(), startedAt: new Date().toISOString() }),
    )
    acquireDataDirLock(dataDir)
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true)
    acquireDataDirLock(dataDir) // the same process may ask again
    releaseDataDirLock(dataDir)
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false)
  })
})
