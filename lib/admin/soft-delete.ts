import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { db } from '@/lib/db/client'
import {
  developers,
  developerTranslations,
  projects,
  projectTranslations,
  projectUnits,
  unitTranslations,
} from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'
import { AppError } from '@/lib/actions/app-error'
import type { AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'
import { isRecordId } from '@/lib/validation/record-id'

const tables = { developer: developers, project: projects, unit: projectUnits } as const
export type Kind = keyof typeof tables

export const NOT_FOUND = {
  developer: 'content.developers.fieldErrors.notFound',
  project: 'content.projects.fieldErrors.notFound',
  unit: 'content.units.fieldErrors.notFound',
} as const satisfies Record<Kind, AdminMessageKey>

/** The record's English name, as the activity log shows it. */
async function labelOf(tx: Queryable, kind: Kind, id: string): Promise<string | null> {
  const [row] =
    kind === 'developer'
      ? await tx
          .select({ label: developerTranslations.name })
          .from(developerTranslations)
          .where(
            and(eq(developerTranslations.developerId, id), eq(developerTranslations.locale, 'en')),
          )
      : kind === 'project'
        ? await tx
            .select({ label: projectTranslations.title })
            .from(projectTranslations)
            .where(and(eq(projectTranslations.projectId, id), eq(projectTranslations.locale, 'en')))
        : await tx
            .select({ label: unitTranslations.title })
            .from(unitTranslations)
            .where(and(eq(unitTranslations.unitId, id), eq(unitTranslations.locale, 'en')))
  return row?.label ?? null
}

/**
 * Spec §4 delete: stamps deleted_at and who did it, and records it in the activity log in the
 * same transaction; the admin Trash lists and restores it. `database`: as in the saves.
 */
export async function softDelete(
  kind: Kind,
  id: string,
  actor: ActivityActor | null = null,
  database: Queryable = db(),
): Promise<void> {
  const table = tables[kind]
  const notFound = NOT_FOUND[kind]
  if (!isRecordId(id)) throw AppError.notFound(notFound)
  await database.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ deletedAt: new Date(), deletedBy: actor?.userId ?? null })
      .where(and(eq(table.id, id), isNull(table.deletedAt)))
      .returning({ id: table.id })
    if (!row) throw AppError.notFound(notFound)
    await recordActivity(tx, actor, {
      entityType: kind,
      entityId: id,
      entityLabel: await labelOf(tx, kind, id),
      action: 'deleted',
    })
  })
}
