import { sql } from 'drizzle-orm'
import { getConnection } from '@/lib/db/client'
import { readOutboxBacklog } from '@/lib/mail/outbox/read-outbox-backlog'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and monitoring. The status is 503 only when the database cannot be reached
 * (take this instance out of rotation); a mail backlog is reported as `ok: false` with 200,
 * since every instance shares it and pulling them all out would not send a single mail.
 */
export async function GET() {
  try {
    const { db, kind } = getConnection()
    const started = performance.now()
    await db.execute(sql`select 1`)
    const latencyMs = Math.round(performance.now() - started)
    const outbox = await readOutboxBacklog()
    return Response.json(
      { ok: outbox.ok, database: { ok: true, kind, latencyMs }, outbox },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch {
    return Response.json(
      { ok: false, database: { ok: false } },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
