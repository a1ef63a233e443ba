import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { developers, developerTranslations } from '@/lib/db/schema'
import type { ColumnsOnly, Queryable } from '@/lib/db/types'
import { AppError } from '@/lib/actions/app-error'
import { checkMediaRefs } from '@/lib/media/check-media-refs'
import { isRecordId } from '@/lib/validation/record-id'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordContentChange } from '../record-content-change'
import type { DeveloperInput } from './developer-schema'
import { readDeveloperFormValues } from './read-developer-form'
import { unpublishProjects } from './unpublish-projects'

/**
 * Creates (no id) or updates a developer with its English and Arabic translations in one
 * transaction: a failed translation write leaves no half-saved developer. Returns its id.
 * `database`: the seed passes its transaction (the save is then a savepoint in it).
 */
export async function saveDeveloper(
  input: DeveloperInput,
  id?: string,
  actor: ActivityActor | null = null,
  database: Queryable = db(),
): Promise<string> {
  const { en, ar, unpublishProjects: alsoProjects, ...base } = input
  return database.transaction(async (tx) => {
    await checkMediaRefs(tx, [
      { field: 'logoMediaId', id: base.logoMediaId, accept: 'image' },
      { field: 'heroMediaId', id: base.heroMediaId, accept: 'image' },
    ])
    const before = id && isRecordId(id) ? await readDeveloperFormValues(id, tx) : null
    const developerId = id ? await updateBase(tx, id, base) : await insertBase(tx, base)
    for (const [locale, texts] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const values: ColumnsOnly<typeof developerTranslations, typeof texts> = texts
      await tx
        .insert(developerTranslations)
        .values({ developerId, locale, ...values, slug: base.slug })
        .onConflictDoUpdate({
          target: [developerTranslations.developerId, developerTranslations.locale],
          set: { ...values, slug: base.slug },
        })
    }
    if (alsoProjects && (base.status !== 'published' || !base.isActive))
      await unpublishProjects(tx, developerId, actor)
    await recordContentChange(tx, actor, {
      entityType: 'developer',
      entityId: developerId,
      label: en.name,
      before,
      after: await readDeveloperFormValues(developerId, tx),
    })
    return developerId
  })
}

type Base = ColumnsOnly<typeof developers, Omit<DeveloperInput, 'en' | 'ar' | 'unpublishProjects'>>

async function insertBase(tx: Queryable, base: Base) {
  const [row] = await tx.insert(developers).values(base).returning({ id: developers.id })
  if (!row) throw new Error('Developer insert returned no row')
  return row.id
}

async function updateBase(tx: Queryable, id: string, base: Base) {
  // The id comes from the edit page's URL: a made-up one is a missing developer, not a bad query.
  if (!isRecordId(id)) throw AppError.notFound('content.developers.fieldErrors.notFound')
  const [row] = await tx
    .update(developers)
    .set(base)
    .where(and(eq(developers.id, id), isNull(developers.deletedAt)))
    .returning({ id: developers.id })
  if (!row) throw AppError.notFound('content.developers.fieldErrors.notFound')
  return row.id
}
