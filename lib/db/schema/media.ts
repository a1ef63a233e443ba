import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { mediaKinds, mediaStatuses } from '@/lib/enums/media-kinds'
import { users } from './auth'
import { deletedAt, deletedBy, id, isLive, timestamps } from './columns'

export const mediaKindEnum = pgEnum('media_kind', mediaKinds)
export const mediaStatusEnum = pgEnum('media_status', mediaStatuses)

/**
 * The media library: uploaded images (kept as server-made variants, never the uploaded bytes)
 * and PDFs. Files live in storage under the row's id; content rows point here by id.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: mediaKindEnum('kind').notNull(),
    status: mediaStatusEnum('status').notNull().default('ready'),
    /** The uploaded file's name, shown and searched; storage names are made by the server. */
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** What the bytes were (sniffed, not the name): image/jpeg, image/png, application/pdf… */
    sourceType: varchar('source_type', { length: 50 }),
    /** Size of the uploaded file in bytes. */
    byteSize: integer('byte_size'),
    /** Pixel size of the stored master image (after EXIF rotation). */
    width: integer('width'),
    height: integer('height'),
    /** Required in both languages before the item may appear on a public page. */
    altEn: varchar('alt_en', { length: 200 }),
    altAr: varchar('alt_ar', { length: 200 }),
    /** pending/failed: where the legacy image came from (a site path or an http(s) URL). */
    sourceUrl: text('source_url'),
    importError: text('import_error'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
    ...timestamps,
  },
  (t) => [index('media_live_created_idx').on(t.createdAt).where(isLive)],
).enableRLS()

/**
 * One change of a field in an activity record: the value before and after (null: none). The
 * field is its path in the record; enumerated values are stored as codes, worded when shown.
 */
export type ActivityChange = { field: string; before: unknown; after: unknown }

/**
 * The activity log: every admin mutation, who made it and what it changed, written in the
 * transaction of the change (a mutation that fails leaves no record).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown when the record was written (kept if the account is removed). */
    actorName: varchar('actor_name', { length: 255 }),
    /** developer, project, unit, media, lead, settings, staff */
    entityType: varchar('entity_type', { length: 30 }).notNull(),
    entityId: text('entity_id'),
    /** What the record was called then (no personal data: leads are named at display). */
    entityLabel: varchar('entity_label', { length: 300 }),
    /** created, updated, deleted, restored, purged, … */
    action: varchar('action', { length: 30 }).notNull(),
    changes: jsonb('changes').$type<ActivityChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt, t.id),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('activity_log_actor_idx').on(t.actorId, t.createdAt),
  ],
).enableRLS()

/** A media library item a content row shows; restrict: an item in use cannot be deleted. */
export const mediaRef = (name: string) =>
  uuid(name).references(() => media.id, { onDelete: 'restrict' })
