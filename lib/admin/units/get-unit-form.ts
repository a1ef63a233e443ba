import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import { projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import { readMediaSummaries } from '@/lib/media/read-media-summaries'
import { isRecordId } from '@/lib/validation/record-id'
import { unitFormValues, type UnitFormValues } from './unit-form-values'

export type { UnitFormValues }

/** A live unit (of a live project) with both translations as form values; null if none. */
export async function getUnitForm(id: string): Promise<UnitFormValues | null> {
  await assertPermission('content')
  return queryUnitForm(id)
}

/** The read behind getUnitForm, without the role check (callers must have checked it). */
export async function queryUnitForm(
  id: string,
  q: Queryable = db(),
): Promise<UnitFormValues | null> {
  if (!isRecordId(id)) return null
  // The list hides units of a deleted project, so their edit screen is gone too.
  const [found] = await q
    .select({ unit: projectUnits })
    .from(projectUnits)
    .innerJoin(projects, and(eq(projects.id, projectUnits.projectId), isNull(projects.deletedAt)))
    .where(and(eq(projectUnits.id, id), isNull(projectUnits.deletedAt)))
  if (!found) return null
  const { unit } = found
  const translations = await q
    .select()
    .from(unitTranslations)
    .where(eq(unitTranslations.unitId, id))
  const media = await readMediaSummaries([unit.imageMediaId, unit.floorplanMediaId], q)
  return unitFormValues(unit, translations, media)
}
