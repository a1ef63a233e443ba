import 'server-only'
import { inArray } from 'drizzle-orm'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { developerTranslations } from '@/lib/db/schema'
import { developerLocaleValues } from './developer-form-values'
import { developerGaps } from './developer-gaps'

/** For a page of the developer list: what each developer lacks in English or Arabic. */
export async function readDeveloperGaps({
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
    .from(developerTranslations)
    .where(inArray(developerTranslations.developerId, ids))
  const of = (id: string, locale: 'en' | 'ar') =>
    developerLocaleValues(rows.find((t) => t.developerId === id && t.locale === locale))
  return new Map(ids.map((id) => [id, developerGaps({ en: of(id, 'en'), ar: of(id, 'ar') })]))
}
