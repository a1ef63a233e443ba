import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import { projects, projectUnits, unitTranslations } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'

type TranslationValues = {
  title: string
  description: string
  priceLabel: string
  priceValue: string
}

/** Form values as the inputs hold them (text), English and Arabic texts nested. */
export type UnitFormValues = {
  projectId: string
  slug: string
  unitType: string
  areaSqm: string
  bedrooms: string
  sortOrder: string
  availabilityStatus: 'available' | 'sold' | 'reserved'
  status: 'draft' | 'published'
  isActive: boolean
  imageUrl: string
  floorplanUrl: string
  en: TranslationValues
  ar: TranslationValues
}

/** A live unit (of a live project) with both translations as form values; null if none. */
export async function getUnitForm(id: string): Promise<UnitFormValues | null> {
  await assertPermission('content')
  return queryUnitForm(id)
}

/** The read behind getUnitForm, without the role check (callers must have checked it). */
export async function queryUnitForm(id: string): Promise<UnitFormValues | null> {
  if (!isRecordId(id)) return null
  // The list hides units of a deleted project, so their edit screen is gone too.
  const [found] = await db()
    .select({ unit: projectUnits })
    .from(projectUnits)
    .innerJoin(projects, and(eq(projects.id, projectUnits.projectId), isNull(projects.deletedAt)))
    .where(and(eq(projectUnits.id, id), isNull(projectUnits.deletedAt)))
  if (!found) return null
  const { unit } = found
  const translations = await db()
    .select()
    .from(unitTranslations)
    .where(eq(unitTranslations.unitId, id))
  const locale = (code: 'en' | 'ar'): TranslationValues => {
    const row = translations.find((t) => t.locale === code)
    return {
      title: row?.title ?? '',
      description: row?.description ?? '',
      priceLabel: row?.priceLabel ?? '',
      priceValue: row?.priceValue ?? '',
    }
  }
  return {
    projectId: unit.projectId,
    slug: unit.slug,
    unitType: unit.unitType,
    areaSqm: unit.areaSqm === null ? '' : String(unit.areaSqm),
    bedrooms: unit.bedrooms === null ? '' : String(unit.bedrooms),
    sortOrder: String(unit.sortOrder),
    availabilityStatus: unit.availabilityStatus,
    status: unit.status,
    isActive: unit.isActive,
    imageUrl: unit.imageUrl ?? '',
    floorplanUrl: unit.floorplanUrl ?? '',
    en: locale('en'),
    ar: locale('ar'),
  }
}
