import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { SQL } from 'drizzle-orm'
import { Client } from 'pg'
import { pgliteOptions } from '@/lib/db/client'
import { migrationsFolder } from '@/lib/db/migrate'
import { createFreshDatabase } from '../../e2e-postgres/fresh-database'

type Journal = { entries: { tag: string }[] }

/** The migrations folder cut after the migration whose tag ends with `lastTag`. */
function folderUntil(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'masar-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal
  const end = journal.entries.findIndex((entry) => entry.tag.endsWith(lastTag))
  if (end < 0) throw new Error(`No migration ${lastTag}`)
  journal.entries = journal.entries.slice(0, end + 1)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

export type MigrationDb = {
  /** Runs SQL on the database, answering its rows. */
  query: <T>(statement: SQL) => Promise<T[]>
  /** Applies the migrations up to and including `lastTag`, or all of them. */
  migrate: (lastTag?: string) => Promise<void>
  close: () => Promise<void>
}

/**
 * A database of its own for migration tests: a fresh PGlite, or a fresh database on the
 * PostgreSQL server DATABASE_URL names (the shared test database is already migrated).
 */
export async function migrationDb(): Promise<MigrationDb> {
  if (process.env.DATABASE_URL) {
    const fresh = await createFreshDatabase('migration')
    const client = new Client({ connectionString: fresh.url })
    await client.connect()
    const database = drizzlePg({ client })
    return {
      query: async <T>(statement: SQL) =>
        (await database.execute(statement)).rows as unknown as T[],
      migrate: (lastTag) =>
        migratePg(database, {
          migrationsFolder: lastTag ? folderUntil(lastTag) : migrationsFolder,
        }),
      close: async () => {
        await client.end()
        await fresh.drop()
      },
    }
  }
  const client = new PGlite(pgliteOptions)
  const database = drizzlePglite({ client })
  return {
    query: async <T>(statement: SQL) => (await database.execute(statement)).rows as T[],
    migrate: (lastTag) =>
      migratePglite(database, {
        migrationsFolder: lastTag ? folderUntil(lastTag) : migrationsFolder,
      }),
    close: () => client.close(),
  }
}
