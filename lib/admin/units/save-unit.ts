import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import type { ColumnsOnly, Queryable } from '@/lib/db/types'
import { checkMediaRefs } from '@/lib/media/check-media-refs'
import { isRecordId } from '@/lib/validation/record-id'
import { AppError } from '@/lib/actions/app-error'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordContentChange } from '../record-content-change'
import { readUnitFormValues } from './read-unit-form'
import type { UnitInput } from './unit-schema'

/**
 * Creates (no id) or updates a unit with its English and Arabic translations in one
 * transaction: a failed translation write leaves no half-saved unit. Returns its id.
 * `database`: the seed passes its transaction (the save is then a savepoint in it).
 */
export async function saveUnit(
  input: UnitInput,
  id?: string,
  actor: ActivityActor | null = null,
  database: Queryable = db(),
): Promise<string> {
  if (id !== undefined && !isRecordId(id))
    throw AppError.notFound('content.units.fieldErrors.notFound')
  const { en, ar, ...base } = input
  return database.transaction(async (tx) => {
    if (id) await lockLiveUnit(tx, id)
    await lockLiveProject(tx, base.projectId)
    await checkMediaRefs(tx, [
      { field: 'imageMediaId', id: base.imageMediaId, accept: 'image' },
      { field: 'floorplanMediaId', id: base.floorplanMediaId, accept: 'image-or-pdf' },
    ])
    const before = id ? await readUnitFormValues(id, tx) : null
    const unitId = id ? await updateBase(tx, id, base) : await insertBase(tx, base)
    for (const [locale, texts] of [
      ['en', en],
      ['ar', ar],
    ] as const satisfies [string, ColumnsOnly<typeof unitTranslations, typeof en>][]) {
      await tx
        .insert(unitTranslations)
        .values({ unitId, locale, ...texts })
        .onConflictDoUpdate({
          target: [unitTranslations.unitId, unitTranslations.locale],
          set: texts,
        })
    }
    await recordContentChange(tx, actor, {
      entityType: 'unit',
      entityId: unitId,
      label: en.title,
      before,
      after: await readUnitFormValues(unitId, tx),
    })
    return unitId
  })
}

type Base = ColumnsOnly<typeof projectUnits, Omit<UnitInput, 'en' | 'ar'>>

/**
 * An edited unit must be live and so must its current project: a deleted project takes its units
 * with it (list and edit screen hide them), and saving one into a live project would bring it
 * back. The unit is locked for the update; its project FOR SHARE, so a concurrent soft delete of
 * that project waits for this save (or, having won, makes this one answer "not found").
 */
async function lockLiveUnit(tx: Queryable, id: string) {
  const [unit] = await tx
    .select({ projectId: projectUnits.projectId })
    .from(projectUnits)
    .where(and(eq(projectUnits.id, id), isNull(projectUnits.deletedAt)))
    .for('update')
  const [project] = unit
    ? await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, unit.projectId), isNull(projects.deletedAt)))
        .for('share')
    : []
  if (!project) throw AppError.notFound('content.units.fieldErrors.notFound')
}

/**
 * The unit's project must exist and be live. FOR SHARE holds off a concurrent soft delete of
 * that project until this transaction ends, so no unit is saved into a deleted project.
 */
async function lockLiveProject(tx: Queryable, projectId: string) {
  if (!isRecordId(projectId))
    throw AppError.field('projectId', 'content.units.fieldErrors.projectRequired')
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .for('share')
  if (!project) throw AppError.field('projectId', 'content.units.fieldErrors.projectRequired')
}

async function insertBase(tx: Queryable, base: Base) {
  const [row] = await tx.insert(projectUnits).values(base).returning({ id: projectUnits.id })
  if (!row) throw new Error('Unit insert returned no row')
  return row.id
}

async function updateBase(tx: Queryable, id: string, base: Base) {
  const [row] = await tx
    .update(projectUnits)
    .set(base)
    .where(and(eq(projectUnits.id, id), isNull(projectUnits.deletedAt)))
    .returning({ id: projectUnits.id })
  if (!row) throw AppError.notFound('content.units.fieldErrors.notFound')
  return row.id
}
