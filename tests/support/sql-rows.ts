import type { SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'

// Apart from ./db, which needs Vitest: the test's own child processes use it too.
/** Rows of a raw SQL query, on either driver (both answer with { rows }). */
export async function sqlRows<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] }
  return result.rows
}
