import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { Badge } from '@/components/ui/badge'
import { deleteUnit } from '@/lib/admin/units/unit-actions'
import type { UnitRow } from '@/lib/admin/units/list-units'
import { statusTone } from '../status-tone'
import { UnitThumbnail } from './unit-thumbnail'

type Listed = UnitRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/units/${row.id}`

const columns: Column<Listed>[] = [
  { header: 'Image', cell: (row) => <UnitThumbnail src={row.imageUrl} /> },
  editLinkColumn('Title', (row) => row.title ?? 'Untitled', editHref),
  languagesColumn(),
  { header: 'Project', cell: (row) => row.projectTitle ?? 'Unknown' },
  { header: 'Type', cell: (row) => row.unitType },
  {
    header: 'Area',
    cell: (row) =>
      row.areaSqm === null ? '—' : <span className="whitespace-nowrap">{row.areaSqm} m²</span>,
  },
  { header: 'Bedrooms', cell: (row) => row.bedrooms ?? '—' },
  {
    header: 'Availability',
    cell: (row) => (
      <Badge tone={statusTone(row.availabilityStatus)}>{row.availabilityStatus}</Badge>
    ),
  },
  { header: 'Status', cell: (row) => <Badge tone={statusTone(row.status)}>{row.status}</Badge> },
  { header: 'Active', cell: (row) => (row.isActive ? 'Yes' : 'No') },
  { header: 'Order', cell: (row) => row.sortOrder },
  actionsColumn({
    label: (row) => row.title ?? 'this unit',
    editHref,
    remove: deleteUnit,
    messages: {
      success: { title: 'Success', description: 'Unit deleted successfully' },
      failureTitle: 'Error',
    },
  }),
]

export const unitHeaders = columns.map((c) => c.header)

export function UnitTable({ rows }: { rows: Listed[] }) {
  return <AdminTable caption="Units" columns={columns} rows={rows} editHref={editHref} />
}
