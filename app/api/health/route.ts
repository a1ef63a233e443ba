import { sql } from 'drizzle-orm'
import { getConnection } from '@/lib/db/client'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for load balancers and the test harness. */
export async function GET() {
  try {
    const { db, kind } = getConnection()
    await db.execute(sql`select 1`)
    return Response.json({ ok: true, database: kind })
  } catch {
    return Response.json({ ok: false }, { status: 503 })
  }
}
