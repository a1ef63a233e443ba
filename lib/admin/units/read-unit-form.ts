import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import { projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import { readMediaSummaries } from '@/lib/media/read-media-summaries'
import { isRecordId } from '@/lib/validation/record-id'
import { unitFormValues, type UnitFormValues } from './unit-form-values'

export type { UnitFormValues }

/** A live unit (of a live project) with both translations as form values; null if none. */
export async function readUnitForm({
  viewer,
  id,
}: {
  viewer: Viewer
  id: string
}): Promise<UnitFormValues | null> {
  requirePermission(viewer, 'content')
  return readUnitFormValues(id)
}

/**
 * The same values inside a save's transaction (the activity log's before and after); the
 * save's action has checked the role.
 */
export async function readUnitFormValues(
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
