import 'server-only'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { issuePreviewToken } from '@/lib/content/preview-token'
import { visibleDeveloper, visibleProject, visibleUnit } from '@/lib/content/visibility'
import { db } from '@/lib/db/client'
import { developers, projects, projectUnits } from '@/lib/db/schema'
import { developerPath, projectPath } from '@/lib/i18n/paths'
import { isRecordId } from '@/lib/validation/record-id'

/** Where staff see a record as visitors do: its public page, or a signed draft preview. */
export type RecordLinks = { view: string | null; preview: string | null }

/** Whether a row meets the public visibility rules, as a selected column. */
const holds = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition}, false)`

const NONE: RecordLinks = { view: null, preview: null }
const previewOf = (kind: 'project' | 'developer', id: string) =>
  `/preview/${issuePreviewToken({ kind, id })}`

/** The links of a record's form header: "View on site" when public, else "Preview draft". */
export async function readRecordLinks({
  viewer,
  kind,
  id,
}: {
  viewer: Viewer
  kind: 'developer' | 'project' | 'unit'
  id: string
}): Promise<RecordLinks> {
  requirePermission(viewer, 'content')
  if (!isRecordId(id)) return NONE
  if (kind === 'developer') {
    const [row] = await db()
      .select({ slug: developers.slug, live: holds(visibleDeveloper) })
      .from(developers)
      .where(eq(developers.id, id))
    if (!row) return NONE
    return row.live
      ? { view: developerPath(row.slug, 'en'), preview: null }
      : { view: null, preview: previewOf('developer', id) }
  }
  const unit =
    kind === 'unit'
      ? (
          await db()
            .select({
              slug: projectUnits.slug,
              projectId: projectUnits.projectId,
              live: holds(visibleUnit),
            })
            .from(projectUnits)
            .where(eq(projectUnits.id, id))
        )[0]
      : undefined
  if (kind === 'unit' && !unit) return NONE
  const projectId: string = unit?.projectId ?? id
  const [project] = await db()
    .select({
      slug: projects.slug,
      basePath: projects.basePath,
      live: holds(and(visibleProject, visibleDeveloper)),
    })
    .from(projects)
    .innerJoin(developers, eq(developers.id, projects.developerId))
    .where(eq(projects.id, projectId))
  if (!project) return NONE
  if (!project.live || (unit && !unit.live))
    return { view: null, preview: previewOf('project', projectId) }
  const path = projectPath(project, 'en')
  return { view: unit ? `${path}?unit=${unit.slug}` : path, preview: null }
}
