import 'server-only'
import { sql } from 'drizzle-orm'
import { getConnection } from '@/lib/db/client'

/** One round trip to the database (/api/health); throws when it cannot be reached. */
export async function pingDatabase(): Promise<{ kind: 'pglite' | 'postgres'; latencyMs: number }> {
  const { db, kind } = getConnection()
  const started = performance.now()
  await db.execute(sql`select 1`)
  return { kind, latencyMs: Math.round(performance.now() - started) }
}
