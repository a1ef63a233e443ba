import 'server-only'
import { inArray } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import {
  developerTranslations,
  projectSections,
  projectTranslations,
  unitTranslations,
} from '@/lib/db/schema'
import type { Locale } from '@/lib/i18n/locales'
import type { BilingualGaps } from './bilingual-gaps'
import { developerLocaleValues } from './developers/developer-form-values'
import { developerGaps } from './developers/developer-gaps'
import { projectLocaleValues } from './projects/project-form-values'
import { projectGaps } from './projects/project-gaps'
import { unitLocaleValues } from './units/unit-form-values'
import { unitGaps } from './units/unit-gaps'

/** Reads the records' texts in one go; answers one record's gaps. */
type GapsReader = (ids: string[]) => Promise<(id: string) => BilingualGaps>

const readers: Record<'developer' | 'project' | 'unit', GapsReader> = {
  developer: async (ids) => {
    const rows = await db()
      .select()
      .from(developerTranslations)
      .where(inArray(developerTranslations.developerId, ids))
    const of = (id: string, locale: Locale) =>
      developerLocaleValues(rows.find((t) => t.developerId === id && t.locale === locale))
    return (id) => developerGaps({ en: of(id, 'en'), ar: of(id, 'ar') })
  },
  project: async (ids) => {
    const [translations, sections] = await Promise.all([
      db().select().from(projectTranslations).where(inArray(projectTranslations.projectId, ids)),
      db().select().from(projectSections).where(inArray(projectSections.projectId, ids)),
    ])
    const of = (id: string, locale: Locale) =>
      projectLocaleValues(
        translations.find((t) => t.projectId === id && t.locale === locale),
        sections.find((s) => s.projectId === id && s.locale === locale),
      )
    return (id) => projectGaps({ en: of(id, 'en'), ar: of(id, 'ar') })
  },
  unit: async (ids) => {
    const rows = await db()
      .select()
      .from(unitTranslations)
      .where(inArray(unitTranslations.unitId, ids))
    const of = (id: string, locale: Locale) =>
      unitLocaleValues(rows.find((t) => t.unitId === id && t.locale === locale))
    return (id) => unitGaps({ en: of(id, 'en'), ar: of(id, 'ar') })
  },
}

/** For a page of a content list: what each record lacks in English or Arabic. */
export async function readListGaps({
  viewer,
  kind,
  ids,
}: {
  viewer: Viewer
  kind: keyof typeof readers
  ids: string[]
}): Promise<Map<string, BilingualGaps>> {
  requirePermission(viewer, 'content')
  if (ids.length === 0) return new Map()
  const gapsOf = await readers[kind](ids)
  return new Map(ids.map((id) => [id, gapsOf(id)]))
}
