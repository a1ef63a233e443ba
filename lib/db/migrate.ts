import 'server-only'
import { join } from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { getConnection } from './client'

// Resolved from the working directory: inside a Next.js bundle import.meta.url points into .next/.
export const migrationsFolder = join(process.cwd(), 'supabase/migrations')

/** Applies every pending migration in supabase/migrations (idempotent). */
export async function runMigrations(folder = migrationsFolder): Promise<void> {
  const { db, kind } = getConnection()
  if (kind === 'pglite')
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder })
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder })
}
