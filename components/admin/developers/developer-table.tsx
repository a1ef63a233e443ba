import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { EntityLogo } from '@/components/admin/entity-logo'
import { Badge } from '@/components/ui/badge'
import { deleteDeveloper } from '@/lib/admin/developers/developer-actions'
import type { DeveloperRow } from '@/lib/admin/developers/list-developers'
import { statusTone } from '../status-tone'

type Listed = DeveloperRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/developers/${row.id}`

const columns: Column<Listed>[] = [
  { header: 'Logo', cell: (row) => <EntityLogo src={row.logoUrl} alt="" /> },
  editLinkColumn('Name', (row) => row.name ?? 'Untitled', editHref),
  languagesColumn(),
  { header: 'Slug', cell: (row) => <code className="text-xs">{row.slug}</code> },
  { header: 'Status', cell: (row) => <Badge tone={statusTone(row.status)}>{row.status}</Badge> },
  { header: 'Sort Order', cell: (row) => row.sortOrder },
  actionsColumn({
    label: (row) => row.name ?? row.slug,
    editHref,
    remove: deleteDeveloper,
    messages: {
      success: { title: 'Developer deleted successfully' },
      failureTitle: 'Failed to delete developer',
    },
  }),
]

export const developerHeaders = columns.map((c) => c.header)

export function DeveloperTable({ rows }: { rows: Listed[] }) {
  return <AdminTable caption="Developers" columns={columns} rows={rows} editHref={editHref} />
}
