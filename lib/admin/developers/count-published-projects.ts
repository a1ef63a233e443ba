import 'server-only'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { projects } from '@/lib/db/schema'
import { isRecordId } from '@/lib/validation/record-id'

/**
 * How many of a developer's projects are published (live, not deleted): what hiding the
 * developer takes off the site with it. A made-up id has none.
 */
export async function countPublishedProjects({
  viewer,
  developerId,
}: {
  viewer: Viewer
  developerId: string
}): Promise<number> {
  requirePermission(viewer, 'content')
  if (!isRecordId(developerId)) return 0
  const [row] = await db()
    .select({ total: count() })
    .from(projects)
    .where(
      and(
        eq(projects.developerId, developerId),
        eq(projects.status, 'published'),
        isNull(projects.deletedAt),
      ),
    )
  return row?.total ?? 0
}
