import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import type { Queryable } from '@/lib/db/types'
import { developers, developerTranslations } from '@/lib/db/schema'
import { readMediaSummaries } from '@/lib/media/read-media-summaries'
import { isRecordId } from '@/lib/validation/record-id'
import { developerFormValues, type DeveloperFormValues } from './developer-form-values'

export type { DeveloperFormValues }

/** A live developer with both translations, shaped as the form's values; null if none. */
export async function readDeveloperForm({
  viewer,
  id,
}: {
  viewer: Viewer
  id: string
}): Promise<DeveloperFormValues | null> {
  requirePermission(viewer, 'content')
  return readDeveloperFormValues(id)
}

/**
 * The same values inside a save's transaction (the activity log's before and after); the
 * save's action has checked the role.
 */
export async function readDeveloperFormValues(
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
