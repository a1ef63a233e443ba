import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/auth/require-permission'
import { db } from '@/lib/db/client'
import { projects, projectTranslations } from '@/lib/db/schema'

export type ProjectChoice = { id: string; title: string; deleted: boolean }

/** Every project leads can belong to, deleted ones too (their leads stay in the inbox). */
export async function listProjectChoices({ viewer }: { viewer: Viewer }): Promise<ProjectChoice[]> {
  requirePermission(viewer, 'leads')
  const rows = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projectTranslations.title,
      deletedAt: projects.deletedAt,
    })
    .from(projects)
    .leftJoin(
      projectTranslations,
      and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, 'en')),
    )
    .orderBy(asc(projects.deletedAt), asc(projects.sortOrder), asc(projects.slug))
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? row.slug,
    deleted: row.deletedAt !== null,
  }))
}
