import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { developers, developerTranslations } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

/**
 * Makes a developer public (published and active), in the caller's transaction, with its line
 * in the activity log: the project form's "Publish both" when the project's developer is not.
 * Nothing is written when it is public already.
 */
export async function publishDeveloper(
  tx: Queryable,
  developerId: string,
  actor: ActivityActor | null,
): Promise<void> {
  const [before] = await tx
    .select({
      status: developers.status,
      isActive: developers.isActive,
      name: developerTranslations.name,
    })
    .from(developers)
    .leftJoin(
      developerTranslations,
      and(
        eq(developerTranslations.developerId, developers.id),
        eq(developerTranslations.locale, 'en'),
      ),
    )
    .where(and(eq(developers.id, developerId), isNull(developers.deletedAt)))
  if (!before || (before.status === 'published' && before.isActive)) return
  await tx
    .update(developers)
    .set({ status: 'published', isActive: true })
    .where(eq(developers.id, developerId))
  await recordActivity(tx, actor, {
    entityType: 'developer',
    entityId: developerId,
    entityLabel: before.name,
    action: 'updated',
    changes: [
      ...(before.status === 'published'
        ? []
        : [{ field: 'status', before: before.status, after: 'published' }]),
      ...(before.isActive ? [] : [{ field: 'isActive', before: false, after: true }]),
    ],
  })
}
