import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { AdminT } from '../forms/admin-t'
import { developerTabs } from './developer-fields'
import { EntityLogo } from '@/components/admin/entity-logo'
import { Badge } from '@/components/ui/badge'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { deleteDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperRow } from '@/lib/admin/developers/list-developers'
import { nameReading, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'

type Listed = DeveloperRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/developers/${row.id}`

const columns = (t: ServerT, reading: NameReading): Column<Listed>[] => [
  {
    header: t('common.fields.logoMediaId'),
    cell: (row) => <EntityLogo src={row.logoUrl} alt="" />,
  },
  editLinkColumn(
    t('common.fields.name'),
    (row) => row.name ?? t('content.untitled'),
    editHref,
    reading,
  ),
  languagesColumn(t, developerTabs(t as unknown as AdminT)),
  {
    header: t('common.fields.slug'),
    cell: (row) => (
      <code className="text-xs" dir="ltr">
        {row.slug}
      </code>
    ),
  },
  {
    header: t('common.fields.status'),
    cell: (row) => <Badge tone={statusTone(row.status)}>{t(`table.statuses.${row.status}`)}</Badge>,
  },
  { header: t('common.fields.sortOrder'), cell: (row) => row.sortOrder },
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

export const developerHeaders = (t: ServerT) =>
  columns(t, nameReading('en', t)).map((c) => c.header)

export async function DeveloperTable({ rows }: { rows: Listed[] }) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  return (
    <AdminTable
      caption={t('common.sections.developers')}
      columns={columns(t, nameReading(locale, t))}
      rows={rows}
      editHref={editHref}
    />
  )
}
