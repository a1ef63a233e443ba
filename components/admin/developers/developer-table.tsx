import type { Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
  logoColumn,
  slugColumn,
} from '@/components/admin/data-table/columns'
import { contentTable } from '@/components/admin/data-table/content-table'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { AdminT } from '../forms/admin-t'
import { developerTabs } from './developer-fields'
import { Badge } from '@/components/ui/badge'
import { deleteDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperRow } from '@/lib/admin/developers/list-developers'
import type { NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'

type Listed = DeveloperRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/developers/${row.id}`

const columns = (t: ServerT, reading: NameReading): Column<Listed>[] => [
  logoColumn(t),
  editLinkColumn(
    t('common.fields.name'),
    (row) => row.name ?? t('content.untitled'),
    editHref,
    reading,
  ),
  languagesColumn(t, developerTabs(t as unknown as AdminT)),
  slugColumn(t),
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

export const { headers: developerHeaders, Table: DeveloperTable } = contentTable(
  'developers',
  columns,
  editHref,
)
