import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import type { Permission } from '@/lib/auth/permissions'
import { activityLog } from '@/lib/db/schema'
import { activityHref, DEFAULT_ACTIVITY_FILTERS } from './activity-filters'
import type { ActivityEntityType } from './activity-types'
import { ADMIN_ONLY_ENTITY_TYPES } from './activity-visibility'
import { countActivity } from './count-activity'
import { readActivityRows, type ActivityRow } from './read-activity-rows'

/** A record's History tab shows this many of its newest entries; the log has the rest. */
export const HISTORY_LIMIT = 50

export type RecordHistoryEntries = {
  entries: ActivityRow[]
  total: number
  more: boolean
  /** The activity log filtered to this record. */
  logHref: string
}

/** Who may read a record's history: whoever may open the record. */
const permissionFor = (type: ActivityEntityType): Permission =>
  ADMIN_ONLY_ENTITY_TYPES.includes(type) ? 'administration' : type === 'lead' ? 'leads' : 'content'

/** One record's entries, newest first (the History tab of its form). */
export async function readRecordHistory({
  viewer,
  entityType,
  entityId,
}: {
  viewer: Viewer
  entityType: ActivityEntityType
  entityId: string
}): Promise<RecordHistoryEntries> {
  requirePermission(viewer, permissionFor(entityType))
  const where = and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId))
  const [entries, { total, more }] = await Promise.all([
    readActivityRows(where, viewer.role, {
      locale: viewer.locale ?? 'en',
      limit: HISTORY_LIMIT,
    }),
    countActivity(where),
  ])
  return {
    entries,
    total,
    more,
    logHref: activityHref({ ...DEFAULT_ACTIVITY_FILTERS, type: entityType, entity: entityId }),
  }
}
