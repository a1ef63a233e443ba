import 'server-only'
import type { Viewer } from '@/lib/auth/get-viewer'
import { requirePermission } from '@/lib/actions/require-permission'
import { clampPage, PAGE_SIZE, type ListPage } from '@/lib/validation/paging'
import type { ActivityFilters } from './activity-filters'
import { activityWhere } from './activity-where'
import { countActivity } from './count-activity'
import { readActivityRows, type ActivityRow } from './read-activity-rows'

export type { ActivityRow }

/**
 * The activity log (admin and moderator): one page of a view, newest first, with its total.
 * Moderators do not see entries about Settings and Staff (admin-only areas).
 */
export async function listActivity({
  viewer,
  filters,
}: {
  viewer: Viewer
  filters: ActivityFilters
}): Promise<ListPage<ActivityRow>> {
  requirePermission(viewer, 'content')
  const where = activityWhere(filters, viewer.role)
  const { total, more } = await countActivity(where)
  const shown = clampPage(filters.page, more ? Number.MAX_SAFE_INTEGER : total)
  const rows = await readActivityRows(where, viewer.role, {
    locale: viewer.locale ?? 'en',
    limit: PAGE_SIZE,
    offset: shown.offset,
  })
  const pageCount = more ? Math.ceil(total / PAGE_SIZE) : shown.pageCount
  return { rows, total, more, page: shown.page, pageCount }
}
