import type { Metadata } from 'next'
import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { guardPage } from '@/components/admin/guard/guard-page'
import { TrashItemActions } from '@/components/admin/trash/trash-item-actions'
import { Badge } from '@/components/ui/badge'
import { listHref } from '@/lib/admin/list-href'
import { listQuery } from '@/lib/validation/paging'
import { formatCairo } from '@/lib/i18n/business-time'
import { listTrash } from '@/lib/trash/list-trash'
import { TRASH_KIND_LABELS } from '@/lib/trash/trash-kinds'
import { OWN_RESTORE_DAYS } from '@/lib/trash/trash-scope'

export const metadata: Metadata = { title: 'Trash' }

type TrashPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const HEADERS = ['Type', 'Name', 'In', 'Deleted by', 'Deleted', 'Actions']

/**
 * What staff deleted: an admin restores or deletes for good anything; a moderator sees and
 * restores only what they deleted themselves in the last 30 days.
 */
export default async function TrashPage({ searchParams }: TrashPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const isAdmin = viewer.role === 'admin'
  const { rows, total, page, pageCount } = await listTrash({
    viewer,
    page: listQuery(await searchParams).page,
  })
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Trash</h1>
        <p className="mt-1 text-sm text-slate-600">
          Deleted developers, projects, units and media are off the site and the lists. Restore puts
          one back as it was; a project brings its units back with it.
        </p>
        {isAdmin ? null : (
          <p className="mt-1 text-sm text-slate-600">
            You see what you deleted yourself in the last {OWN_RESTORE_DAYS} days. For anything
            else, ask an admin.
          </p>
        )}
      </div>
      <ResultCount total={total} />
      <TableFrame caption="Trash" headers={HEADERS}>
        {rows.length === 0 ? (
          <MessageRow span={HEADERS.length}>
            {isAdmin
              ? 'The trash is empty'
              : `Nothing you deleted in the last ${OWN_RESTORE_DAYS} days`}
          </MessageRow>
        ) : (
          rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td className="px-4 py-3">
                <Badge tone="neutral">{TRASH_KIND_LABELS[row.kind]}</Badge>
              </td>
              <td className="px-4 py-3 font-medium">{row.name}</td>
              <td className="px-4 py-3 text-slate-600">{row.parent ?? '—'}</td>
              <td className="px-4 py-3">{row.deletedBy ?? 'Unknown'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatCairo(row.deletedAt)}</td>
              <td className="px-4 py-3">
                <TrashItemActions
                  kind={row.kind}
                  id={row.id}
                  label={row.name}
                  kindLabel={TRASH_KIND_LABELS[row.kind]}
                  canPurge={isAdmin}
                />
              </td>
            </tr>
          ))
        )}
      </TableFrame>
      <ListPagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => listHref('/admin/trash', { page: target })}
      />
    </div>
  )
}
