import 'server-only'
import { inArray } from 'drizzle-orm'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { unitTranslations } from '@/lib/db/schema'
import { unitLocaleValues } from './unit-form-values'
import { unitGaps } from './unit-gaps'

/** For a page of the unit list: what each unit lacks in English or Arabic. */
export async function readUnitGaps({
  viewer,
  ids,
}: {
  viewer: Viewer
  ids: string[]
}): Promise<Map<string, BilingualGaps>> {
  requirePermission(viewer, 'content')
  if (ids.length === 0) return new Map()
  const rows = await db()
    .select()
    .from(unitTranslations)
    .where(inArray(unitTranslations.unitId, ids))
  const of = (id: string, locale: 'en' | 'ar') =>
    unitLocaleValues(rows.find((t) => t.unitId === id && t.locale === locale))
  return new Map(ids.map((id) => [id, unitGaps({ en: of(id, 'en'), ar: of(id, 'ar') })]))
}
