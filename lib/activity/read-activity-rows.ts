import 'server-only'
import { desc, type SQL } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { activityLog, type ActivityChange } from '@/lib/db/schema'
import type { Role } from '@/lib/enums/roles'
import { resolveActivityTargets, type ActivityTarget } from './resolve-activity-targets'

/** One entry of the log as the back office shows it. */
export type ActivityRow = {
  id: string
  createdAt: Date
  /** Who, as they were named then; null for a change made by the system. */
  actorName: string | null
  entityType: string
  entityId: string | null
  target: ActivityTarget
  action: string
  changes: ActivityChange[]
}

/** The entries matching `where`, newest first, with their records named and linked. */
export async function readActivityRows(
  where: SQL | undefined,
  role: Role,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<ActivityRow[]> {
  const rows = await db()
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      actorName: activityLog.actorName,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      entityLabel: activityLog.entityLabel,
      action: activityLog.action,
      changes: activityLog.changes,
    })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset)
  const targets = await resolveActivityTargets(rows, role)
  return rows.map(({ entityLabel: _label, ...row }, index) => ({
    ...row,
    changes: Array.isArray(row.changes) ? row.changes : [],
    target: targets[index]!,
  }))
}
