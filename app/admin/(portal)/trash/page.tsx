import type { Metadata } from 'next'
import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { guardPage } from '@/components/admin/guard/guard-page'
import { TrashItemActions } from '@/components/admin/trash/trash-item-actions'
import { Badge } from '@/components/ui/badge'
import { listHref } from '@/lib/admin/list-href'
import { listQuery } from '@/lib/validation/paging'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import { listTrash } from '@/lib/trash/list-trash'
import { OWN_RESTORE_DAYS } from '@/lib/trash/trash-scope'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.trash') }
}

type TrashPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const HEADERS = [
  'trash.headers.type',
  'common.fields.name',
  'trash.headers.in',
  'trash.headers.deletedBy',
  'trash.headers.deleted',
  'common.actions',
] as const

/**
 * What staff deleted: an admin restores or deletes for good anything; a moderator sees and
 * restores only what they deleted themselves in the last 30 days.
 */
export default async function TrashPage({ searchParams }: TrashPageProps) {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const isAdmin = viewer.role === 'admin'
  const [{ rows, total, page, pageCount }, t, locale] = await Promise.all([
    listTrash({ viewer, page: listQuery(await searchParams).page }),
    getAdminTranslations(),
    getAdminLocale(),
  ])
  const days = String(OWN_RESTORE_DAYS)
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('common.sections.trash')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('trash.intro')}</p>
        {isAdmin ? null : (
          <p className="mt-1 text-sm text-slate-600">{t('trash.ownOnly', { days })}</p>
        )}
      </div>
      <ResultCount total={total} />
      <TableFrame caption={t('common.sections.trash')} headers={HEADERS.map((header) => t(header))}>
        {rows.length === 0 ? (
          <MessageRow span={HEADERS.length}>
            {isAdmin ? t('trash.empty') : t('trash.emptyOwn', { days })}
          </MessageRow>
        ) : (
          rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td className="px-4 py-3">
                <Badge tone="neutral">{t(`common.records.${row.kind}`)}</Badge>
              </td>
              <td className="px-4 py-3 font-medium">{row.name}</td>
              <td className="px-4 py-3 text-slate-600">{row.parent ?? '—'}</td>
              <td className="px-4 py-3">{row.deletedBy ?? t('common.unknown')}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatCairo(row.deletedAt, locale)}</td>
              <td className="px-4 py-3">
                <TrashItemActions kind={row.kind} id={row.id} label={row.name} canPurge={isAdmin} />
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
