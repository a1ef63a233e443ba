import { Plus } from 'lucide-react'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { listUnits } from '@/lib/admin/units/list-units'
import type { Viewer } from '@/lib/auth/get-viewer'
import { readUnitGaps } from '@/lib/admin/units/read-unit-gaps'
import { UnitTable } from '../units/unit-table'

/**
 * A project's Units tab: its units (the first page, in sort order) and "Add unit", which opens
 * the unit form with this project already chosen.
 */
export async function ProjectUnits({ viewer, projectId }: { viewer: Viewer; projectId: string }) {
  const { rows, total, pageCount } = await listUnits({ viewer, search: '', page: 1, projectId })
  const gaps = await readUnitGaps({ viewer, ids: rows.map((row) => row.id) })
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">
          {total === 1 ? '1 unit' : `${total} units`}
          {pageCount > 1 ? ` (the first ${rows.length} shown)` : ''}
        </p>
        <Link href={`/admin/units/new?project=${projectId}`} className={buttonClass()}>
          <Plus className="size-4" aria-hidden />
          Add unit
        </Link>
        {pageCount > 1 ? (
          <Link href={`/admin/units?project=${projectId}`} className={buttonClass('outline')}>
            All {total} units
          </Link>
        ) : null}
      </div>
      {rows.length ? (
        <UnitTable rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      ) : (
        <p className="text-sm text-slate-600">No units yet.</p>
      )}
    </div>
  )
}
