import type { ActivityChange } from '@/lib/db/schema'

/** What the activity log records changes of. */
export const ACTIVITY_ENTITY_TYPES = [
  'developer',
  'project',
  'unit',
  'media',
  'lead',
  'settings',
  'staff',
  'ad_spend',
  'conversion_feed',
] as const
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number]

export const isActivityEntityType = (value: unknown): value is ActivityEntityType =>
  ACTIVITY_ENTITY_TYPES.includes(value as ActivityEntityType)

/** Who made a change: the staff member's id and how they were shown then. */
export type ActivityActor = { userId: string; name: string }

export type ActivityEntry = {
  entityType: ActivityEntityType
  entityId: string | null
  /** The record's English name; null when it has none. Never a lead's personal data. */
  entityLabel: string | null
  /** created, updated, deleted, restored, purged, uploaded, duplicated, status, assigned… */
  action: string
  changes?: ActivityChange[]
}

export type { ActivityChange }

/** The records a change's value may name by id: a project's developer, a unit's project, reps. */
export type RecordedRecordKind = 'developer' | 'project' | 'staff'

/**
 * A recorded id as the log reads it: the record's name now, in the viewer's language, or null
 * when the record is gone for good (the log kept only its id, never its name).
 */
export type RecordValue = { record: RecordedRecordKind; name: string | null }

export const isRecordValue = (value: unknown): value is RecordValue =>
  typeof value === 'object' &&
  value !== null &&
  'record' in value &&
  'name' in value &&
  Object.keys(value).length === 2

/**
 * A change as the log reads it: its values may be records read from their ids (RecordValue),
 * and a record id in its path (a project's team: "projectReps.<project id>") is read too.
 */
export type ReadChange = ActivityChange & { pathRecord?: RecordValue & { id: string } }
