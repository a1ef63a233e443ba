import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { pgliteOptions } from '@/lib/db/client'
import { migrationsFolder } from '@/lib/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated in-memory database's data dir, as a tar file (tests/support/db.ts). */
    pgliteImage: string
  }
}

/**
 * Vitest global setup: migrates one in-memory PGlite and keeps its data dir as an image that
 * every test file's database starts from (PGlite's initdb and the migrations cost ~2 s a file).
 */
export default async function makePgliteImage(project: TestProject) {
  if (process.env.DATABASE_URL) return // the PostgreSQL phase: one shared, migrated database
  const client = new PGlite(pgliteOptions)
  await migrate(drizzle({ client }), { migrationsFolder })
  const image = await client.dumpDataDir('none')
  await client.close()
  const path = join(tmpdir(), `masar-pglite-image-${process.pid}.tar`)
  writeFileSync(path, Buffer.from(await image.arrayBuffer()))
  project.provide('pgliteImage', path)
  return () => rmSync(path, { force: true })
}
