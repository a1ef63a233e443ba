import 'server-only'
import { count, isNull } from 'drizzle-orm'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { db } from '@/lib/db/client'
import { developers, projects, projectUnits } from '@/lib/db/schema'

/** Spec §7 dashboard: how many live developers, projects and units there are. */
export async function readDashboardCounts({ viewer }: { viewer: Viewer }) {
  requirePermission(viewer, 'content')
  const total = async (table: typeof developers | typeof projects | typeof projectUnits) => {
    const [row] = await db().select({ value: count() }).from(table).where(isNull(table.deletedAt))
    return row?.value ?? 0
  }
  const [developerCount, projectCount, unitCount] = await Promise.all([
    total(developers),
    total(projects),
    total(projectUnits),
  ])
  return { developers: developerCount, projects: projectCount, units: unitCount }
}
