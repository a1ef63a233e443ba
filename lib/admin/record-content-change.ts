import 'server-only'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { diffChanges } from '@/lib/activity/diff-changes'
import { recordActivity } from '@/lib/activity/record-activity'
import type { Queryable } from '@/lib/db/types'

type Version = Record<string, unknown> | null

const isMediaItem = (value: object): value is { name: string } =>
  'id' in value && 'name' in value && 'kind' in value

/** Picked library items read as their file names in the log ("hero.jpg"), not their fields. */
function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable)
  if (value && typeof value === 'object') {
    if (isMediaItem(value)) return value.name
    return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, readable(part)]))
  }
  return value
}

/**
 * Records a content save in the activity log (same transaction): created, or updated with the
 * fields that changed (form values before → after). A save that changed nothing is not logged.
 */
export async function recordContentChange(
  tx: Queryable,
  actor: ActivityActor | null,
  change: {
    entityType: 'developer' | 'project' | 'unit'
    entityId: string
    label: string
    before: Version
    after: Version
  },
): Promise<void> {
  const changes = diffChanges(readable(change.before) as Version, readable(change.after) as Version)
  if (change.before && changes.length === 0) return
  await recordActivity(tx, actor, {
    entityType: change.entityType,
    entityId: change.entityId,
    entityLabel: change.label,
    action: change.before ? 'updated' : 'created',
    changes,
  })
}
