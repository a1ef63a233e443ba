import 'server-only'
import { activityLog } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import type { ActivityActor, ActivityEntry } from './activity-types'

/**
 * Writes one activity record. Call it with the transaction of the change it describes, so a
 * change that rolls back leaves no record and a recorded change is never missing one.
 */
export async function recordActivity(
  q: Queryable,
  actor: ActivityActor | null,
  entry: ActivityEntry,
  at = new Date(),
): Promise<void> {
  await q.insert(activityLog).values({
    actorId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel?.slice(0, 300) ?? null,
    action: entry.action,
    changes: entry.changes ?? [],
    createdAt: at,
  })
}
