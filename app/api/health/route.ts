import { env } from '@/lib/env'
import { readOutboxBacklog } from '@/lib/mail/outbox/read-outbox-backlog'
import { healthDetailsAllowed } from '@/lib/server/health-details-allowed'
import { pingDatabase } from '@/lib/server/ping-database'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and monitoring. The status is 503 only when the database cannot be reached
 * (take this instance out of rotation); a mail backlog is reported as `ok: false` with 200,
 * since every instance shares it and pulling them all out would not send a single mail.
 * The details are for this machine or a HEALTH_TOKEN holder: others learn only ok / 503.
 */
export async function GET(request: Request) {
  const detailed = healthDetailsAllowed(request.headers, env().HEALTH_TOKEN)
  try {
    const database = await pingDatabase()
    const outbox = await readOutboxBacklog()
    return Response.json(
      detailed ? { ok: outbox.ok, database: { ok: true, ...database }, outbox } : { ok: outbox.ok },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch {
    return Response.json(detailed ? { ok: false, database: { ok: false } } : { ok: false }, {
      status: 503,
      headers: { 'cache-control': 'no-store' },
    })
  }
}
