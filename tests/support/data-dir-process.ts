// Opens the embedded database in DATA_DIR the way the server does at start (migrate, seed,
// including the generated staff passwords file), stores a lead and closes it. A process of its
// own, started by runDataDirProcess() below: the connection is one per process, and the umask
// a test starts it with is that process's.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { bootstrapDatabase } from '@/lib/boot/bootstrap-database'
import { closeDb } from '@/lib/db/client'
import { storeLead } from '@/lib/leads/store-lead'

const script = fileURLToPath(import.meta.url)

/** Runs this file on the given data dir, started with the given umask; rejects if it fails. */
export function runDataDirProcess(dataDir: string, umask: number): Promise<void> {
  const previous = process.umask(umask) // a child starts with its parent's umask
  try {
    // react-server: the condition under which Next.js resolves 'server-only' to an empty module.
    const child = spawn(
      process.execPath,
      ['--conditions', 'react-server', '--import', 'tsx', script, 'run'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    return new Promise((resolve, reject) =>
      child.once('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`data dir process ended (${signal ?? code}):\n${stderr}`)),
      ),
    )
  } finally {
    process.umask(previous)
  }
}

async function run(): Promise<void> {
  await bootstrapDatabase()
  await storeLead({
    source: 'consultation',
    formId: 'home_consultation',
    locale: 'en',
    fullName: 'Private Lead',
    email: 'private-lead@example.com',
    phone: '01001234567',
  })
  await closeDb()
}

if (process.argv[1] === script && process.argv[2] === 'run') await run()
