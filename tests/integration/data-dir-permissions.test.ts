import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runDataDirProcess } from '../support/data-dir-process'
import { tempDir } from '../support/db'

/** Every entry under dir (itself included), with its kind and permission bits. */
function walk(dir: string): { path: string; kind: 'dir' | 'file' | 'other'; mode: number }[] {
  const stat = lstatSync(dir)
  const self = { path: dir, kind: 'dir' as const, mode: stat.mode & 0o777 }
  const entries = readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return walk(path)
    const mode = lstatSync(path).mode & 0o777
    return [{ path, kind: entry.isFile() ? ('file' as const) : ('other' as const), mode }]
  })
  return [self, ...entries]
}

/** The entries whose mode is not 700 (dirs) or 600 (files), as "755 dir /path". */
function notPrivate(dataDir: string): string[] {
  return walk(dataDir)
    .filter(({ kind, mode }) => mode !== (kind === 'dir' ? 0o700 : 0o600) || kind === 'other')
    .map(({ path, kind, mode }) => `${mode.toString(8)} ${kind} ${path}`)
}

// The PGlite data dir only exists without DATABASE_URL, but this test always uses one of its own.
describe('data dir permissions', () => {
  it('creates the data dir 700 and every file in it 600, under a permissive umask', async () => {
    const dataDir = join(tempDir(), 'data')
    await runDataDirProcess(dataDir, 0o000)
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
    // Generated staff passwords are printed once and stored only as hashes, in the database.
    expect(existsSync(join(dataDir, 'staff-credentials.json'))).toBe(false)
    expect(walk(dataDir).length).toBeGreaterThan(100)
    expect(notPrivate(dataDir)).toEqual([])
  }, 120_000)

  it('tightens a data dir an older run left open (777 dirs, 666 files) when it is opened', async () => {
    const dataDir = join(tempDir(), 'data')
    await runDataDirProcess(dataDir, 0o022)
    for (const { path, kind } of walk(dataDir)) chmodSync(path, kind === 'dir' ? 0o777 : 0o666)
    expect(notPrivate(dataDir).length).toBeGreaterThan(100)
    await runDataDirProcess(dataDir, 0o000)
    expect(notPrivate(dataDir)).toEqual([])
  }, 120_000)
})
