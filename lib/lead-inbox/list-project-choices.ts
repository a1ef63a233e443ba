import 'server-only'
import { asc } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { projectTitleIn } from '@/lib/db/record-names'
import { projects } from '@/lib/db/schema'

export type ProjectChoice = { id: string; title: string; deleted: boolean }

/**
 * Every project leads can belong to, deleted ones too (their leads stay in the inbox), titled in
 * the viewer's language.
 */
export async function listProjectChoices({ viewer }: { viewer: Viewer }): Promise<ProjectChoice[]> {
  requirePermission(viewer, 'leads')
  const rows = await db()
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projectTitleIn(viewer.locale ?? 'en', projects.id),
      deletedAt: projects.deletedAt,
    })
    .from(projects)
    .orderBy(asc(projects.deletedAt), asc(projects.sortOrder), asc(projects.slug))
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? row.slug,
    deleted: row.deletedAt !== null,
  }))
}
