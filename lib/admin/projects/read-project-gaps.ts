import 'server-only'
import { inArray } from 'drizzle-orm'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { projectSections, projectTranslations } from '@/lib/db/schema'
import { projectLocaleValues } from './project-form-values'
import { projectGaps } from './project-gaps'

/** For a page of the project list: what each project lacks in English or Arabic. */
export async function readProjectGaps({
  viewer,
  ids,
}: {
  viewer: Viewer
  ids: string[]
}): Promise<Map<string, BilingualGaps>> {
  requirePermission(viewer, 'content')
  if (ids.length === 0) return new Map()
  const [translations, sections] = await Promise.all([
    db().select().from(projectTranslations).where(inArray(projectTranslations.projectId, ids)),
    db().select().from(projectSections).where(inArray(projectSections.projectId, ids)),
  ])
  const of = (id: string, locale: 'en' | 'ar') =>
    projectLocaleValues(
      translations.find((t) => t.projectId === id && t.locale === locale),
      sections.find((s) => s.projectId === id && s.locale === locale),
    )
  return new Map(ids.map((id) => [id, projectGaps({ en: of(id, 'en'), ar: of(id, 'ar') })]))
}
