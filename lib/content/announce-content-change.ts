import 'server-only'
import { sql } from 'drizzle-orm'
import { getConnection } from '@/lib/db/client'
import { instanceId } from '@/lib/server/instance-id'
import { CONTENT_CHANNEL } from './content-channel'

/**
 * Tells the other app instances on this PostgreSQL database that public content changed
 * (listenForContentChanges). PGlite allows one process only: there is nobody to tell.
 */
export async function announceContentChange(): Promise<void> {
  const { db, kind } = getConnection()
  if (kind !== 'postgres') return
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${instanceId()})`)
}
