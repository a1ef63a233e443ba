import 'server-only'
import { and, asc, eq, exists } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { staffNameIn } from '@/lib/db/record-names'
import { activityLog, users } from '@/lib/db/schema'
import { visibleToRole } from './activity-where'

export type ActivityActorChoice = { id: string; name: string; email: string }

/**
 * The staff members the log can be filtered by: those with entries this viewer may read
 * (an index look-up per account, not a scan of the log), named in the viewer's language.
 */
export async function listActivityActors({
  viewer,
}: {
  viewer: Viewer
}): Promise<ActivityActorChoice[]> {
  requirePermission(viewer, 'content')
  const name = staffNameIn(viewer.locale ?? 'en', users)
  return db()
    .select({ id: users.id, name, email: users.email })
    .from(users)
    .where(
      exists(
        db()
          .select({ one: activityLog.id })
          .from(activityLog)
          .where(and(eq(activityLog.actorId, users.id), visibleToRole(viewer.role))),
      ),
    )
    .orderBy(asc(name), asc(users.email))
}
