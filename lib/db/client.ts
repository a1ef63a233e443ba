import 'server-only'
import { join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { env } from '../env'
import { acquireDataDirLock } from './data-dir-lock'
import { makeDataDirPrivate } from './make-data-dir-private'
import * as schema from './schema'
import type { Db } from './types'

type Connection = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite: its NOTIFYs, delivered in-process (PostgreSQL needs a connection of its own). */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<unknown>
}

// One connection per process, kept on globalThis: Next.js may load this module in several
// bundles, and two PGlite instances on one data dir would corrupt it.
const slot = globalThis as typeof globalThis & { __dbConnection?: Connection }

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite')

/**
 * The extensions the migrations create (pg_trgm for the leads inbox's search), and a small
 * shared_buffers: initdb's 128 MB sat in the WebAssembly memory, a second cache over the data
 * files the OS already caches (about 120 MB resident; bench/README.md, 2026-11-29).
 */
export const pgliteOptions: PGliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
}

function open(): Connection {
  const { DATABASE_URL, dataDir } = env()
  if (DATABASE_URL) {
    const pool = new Pool({
      connectionString: DATABASE_URL,
      max: 10,
      // Without these a connection opened while the server restarts, or a socket that silently
      // died, can wait forever, and whatever awaits it (the outbox worker's pass) with it.
      connectionTimeoutMillis: 10_000,
      query_timeout: 30_000,
      keepAlive: true,
    })
    // An idle connection that dies (a database restart, a pooler's timeout) is dropped from the
    // pool and replaced on the next query; unhandled, its error would end the process.
    // (Its message is the driver's, e.g. "terminating connection due to administrator command".)
    pool.on('error', (error) =>
      console.error('An idle database connection was lost:', error.message),
    )
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    }
  }
  if (dataDir === 'memory://') return inMemory(new PGlite(pgliteOptions))
  makeDataDirPrivate(dataDir) // before the lock file and PGlite's files are written
  acquireDataDirLock(dataDir)
  const client = new PGlite(pgliteDir(dataDir), pgliteOptions)
  // PGlite chmods the files it creates on its first start (666) and at every start (644),
  // past the umask: tightened again once it is up. PostgreSQL makes its later files 600.
  const tightened = client.waitReady.then(
    () => makeDataDirPrivate(dataDir),
    () => {}, // a failed start surfaces on the first query
  )
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, callback) => client.listen(channel, callback),
    close: async () => {
      await tightened
      await client.close()
    },
  }
}

function inMemory(client: PGlite): Connection {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    listen: (channel, callback) => client.listen(channel, callback),
    close: () => client.close(),
  }
}

/**
 * The process's database becomes the PGlite `make` returns, unless one is open (then it is
 * not called). Exported for the tests, which start theirs from a migrated image
 * (tests/support/db.ts): the connection's shape and its slot stay in this file.
 */
export function openPglite(make: () => PGlite): void {
  slot.__dbConnection ??= inMemory(make())
}

/** The database, opened on first use (never at import: `next build` imports route modules). */
export function getConnection(): Connection {
  slot.__dbConnection ??= open()
  return slot.__dbConnection
}

export const db = (): Db => getConnection().db

export async function closeDb(): Promise<void> {
  const connection = slot.__dbConnection
  slot.__dbConnection = undefined
  await connection?.close()
}
