import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { EntityLogo } from '@/components/admin/entity-logo'
import { Badge } from '@/components/ui/badge'
import { getAdminTranslations } from '@/lib/account/get-admin-translations'
import { deleteDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperRow } from '@/lib/admin/developers/list-developers'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'

type Listed = DeveloperRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/developers/${row.id}`

const columns = (t: ServerT): Column<Listed>[] => [
  {
    header: t('content.developers.columns.logo'),
    cell: (row) => <EntityLogo src={row.logoUrl} alt="" />,
  },
  editLinkColumn(
    t('content.developers.columns.name'),
    (row) => row.name ?? t('content.untitled'),
    editHref,
  ),
  languagesColumn(t),
  {
    header: t('content.developers.columns.slug'),
    cell: (row) => (
      <code className="text-xs" dir="ltr">
        {row.slug}
      </code>
    ),
  },
  {
    header: t('content.developers.columns.status'),
    cell: (row) => <Badge tone={statusTone(row.status)}>{t(`table.statuses.${row.status}`)}</Badge>,
  },
  { header: t('content.developers.columns.sortOrder'), cell: (row) => row.sortOrder },
  actionsColumn(t, {
    label: (row) => row.name ?? row.slug,
    editHref,
    remove: deleteDeveloper,
    messages: {
      success: { title: t('content.developers.deleted') },
      failureTitle: t('content.developers.deleteFailed'),
    },
  }),
]

export const developerHeaders = (t: ServerT) => columns(t).map((c) => c.header)

export async function DeveloperTable({ rows }: { rows: Listed[] }) {
  const t = await getAdminTranslations()
  return (
    <AdminTable
      caption={t('content.developers.title')}
      columns={columns(t)}
      rows={rows}
      editHref={editHref}
    />
  )
}
