import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { env } from '../env'
import { acquireDataDirLock } from './data-dir-lock'
import * as schema from './schema'
import type { Db } from './types'

type Connection = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

// One connection per process, kept on globalThis: Next.js may load this module in several
// bundles, and two PGlite instances on one data dir would corrupt it.
const slot = globalThis as typeof globalThis & { __dbConnection?: Connection }

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite')

function open(): Connection {
  const { DATABASE_URL, dataDir } = env()
  if (DATABASE_URL) {
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10 })
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    }
  }
  if (dataDir === 'memory://') {
    const client = new PGlite()
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      close: () => client.close(),
    }
  }
  acquireDataDirLock(dataDir)
  const client = new PGlite(pgliteDir(dataDir))
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  }
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
