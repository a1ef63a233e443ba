import { Plus } from 'lucide-react'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { listUnits } from '@/lib/admin/units/list-units'
import type { Viewer } from '@/lib/auth/get-viewer'
import { readListGaps } from '@/lib/admin/read-list-gaps'
import { UnitTable } from '../units/unit-table'

/**
 * A project's Units tab: its units (the first page, in sort order) and "Add unit", which opens
 * the unit form with this project already chosen.
 */
export async function ProjectUnits({ viewer, projectId }: { viewer: Viewer; projectId: string }) {
  const { rows, total, pageCount } = await listUnits({ viewer, search: '', page: 1, projectId })
  const [gaps, t] = await Promise.all([
    readListGaps({ viewer, kind: 'unit', ids: rows.map((row) => row.id) }),
    getAdminTranslations(),
  ])
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">
          {t('content.projects.unitsTab.count', { total })}
          {pageCount > 1
            ? t('content.projects.unitsTab.firstShown', { shown: String(rows.length) })
            : ''}
        </p>
        <Link href={`/admin/units/new?project=${projectId}`} className={buttonClass()}>
          <Plus className="size-4" aria-hidden />
          {t('content.projects.unitsTab.add')}
        </Link>
        {pageCount > 1 ? (
          <Link href={`/admin/units?project=${projectId}`} className={buttonClass('outline')}>
            {t('content.projects.unitsTab.all', { total: String(total) })}
          </Link>
        ) : null}
      </div>
      {rows.length ? (
        <UnitTable rows={rows.map((row) => ({ ...row, gaps: gaps.get(row.id) }))} />
      ) : (
        <p className="text-sm text-slate-600">{t('content.projects.unitsTab.none')}</p>
      )}
    </div>
  )
}
