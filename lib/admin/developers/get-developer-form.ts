import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { assertPermission } from '@/lib/auth/authorize'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import { developers, developerTranslations } from '@/lib/db/schema'
import { readMediaSummaries } from '@/lib/media/read-media-summaries'
import { isRecordId } from '@/lib/validation/record-id'
import { developerFormValues, type DeveloperFormValues } from './developer-form-values'

export type { DeveloperFormValues }

/** A live developer with both translations, shaped as the form's values; null if none. */
export async function getDeveloperForm(id: string): Promise<DeveloperFormValues | null> {
  await assertPermission('content')
  return readDeveloperForm(id)
}

/** The form read itself; only for callers that have checked the role (and tests). */
export async function readDeveloperForm(
  id: string,
  q: Queryable = db(),
): Promise<DeveloperFormValues | null> {
  if (!isRecordId(id)) return null
  const [developer] = await q
    .select()
    .from(developers)
    .where(and(eq(developers.id, id), isNull(developers.deletedAt)))
  if (!developer) return null
  const translations = await q
    .select()
    .from(developerTranslations)
    .where(eq(developerTranslations.developerId, id))
  const media = await readMediaSummaries([developer.logoMediaId, developer.heroMediaId], q)
  return developerFormValues(developer, translations, media)
}
