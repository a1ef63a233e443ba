import 'server-only'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { ActivityActor } from '@/lib/activity/activity-types'
import { recordActivity } from '@/lib/activity/record-activity'
import { projects, projectTranslations } from '@/lib/db/schema'
import type { Queryable } from '@/lib/db/types'

/**
 * Sets a developer's published projects back to draft, in the caller's transaction, each with
 * its line in the activity log: the developer form's "Unpublish both" when the developer stops
 * being public, so no project still says "published" while visitors cannot see it.
 */
export async function unpublishProjects(
  tx: Queryable,
  developerId: string,
  actor: ActivityActor | null,
): Promise<number> {
  const published = await tx
    .select({ id: projects.id, title: projectTranslations.title })
    .from(projects)
    .leftJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, 'en')),
    )
    .where(
      and(
        eq(projects.developerId, developerId),
        eq(projects.status, 'published'),
        isNull(projects.deletedAt),
      ),
    )
  if (published.length === 0) return 0
  await tx
    .update(projects)
    .set({ status: 'draft' })
    .where(
      inArray(
        projects.id,
        published.map((project) => project.id),
      ),
    )
  for (const project of published)
    await recordActivity(tx, actor, {
      entityType: 'project',
      entityId: project.id,
      entityLabel: project.title,
      action: 'updated',
      changes: [{ field: 'status', before: 'published', after: 'draft' }],
    })
  return published.length
}
