import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { EntityLogo } from '@/components/admin/entity-logo'
import { Badge } from '@/components/ui/badge'
import { deleteProject } from '@/lib/admin/projects/project-actions'
import type { ProjectRow } from '@/lib/admin/projects/list-projects'
import { statusTone } from '../status-tone'

type Listed = ProjectRow & { gaps?: BilingualGaps }

const DEVELOPER_STATE: Record<NonNullable<ProjectRow['developerHides']>, string> = {
  draft: 'draft',
  archived: 'archived',
  inactive: 'inactive',
  deleted: 'in the trash',
}

const editHref = (row: Listed) => `/admin/projects/${row.id}`

const columns: Column<Listed>[] = [
  { header: 'Logo', cell: (row) => <EntityLogo src={row.logoUrl} alt="" /> },
  editLinkColumn('Title', (row) => row.title ?? 'Untitled Project', editHref),
  languagesColumn(),
  { header: 'Developer', cell: (row) => row.developerName ?? 'Unknown Developer' },
  { header: 'Slug', cell: (row) => <code className="text-xs">{row.slug}</code> },
  {
    header: 'Status',
    cell: (row) =>
      row.status === 'published' && row.developerHides ? (
        // Saved as published, yet not on the site: say so where the status is read.
        <Badge tone="outline">{`published, hidden: developer is ${DEVELOPER_STATE[row.developerHides]}`}</Badge>
      ) : (
        <Badge tone={statusTone(row.status)}>{row.status}</Badge>
      ),
  },
  { header: 'Active', cell: (row) => (row.isActive ? 'Yes' : 'No') },
  { header: 'Order', cell: (row) => row.sortOrder },
  actionsColumn({
    label: (row) => row.title ?? row.slug,
    editHref,
    remove: deleteProject,
    messages: {
      success: { title: 'Success', description: 'Project deleted successfully' },
      failureTitle: 'Error',
    },
  }),
]

export const projectHeaders = columns.map((c) => c.header)

export function ProjectTable({ rows }: { rows: Listed[] }) {
  return <AdminTable caption="Projects" columns={columns} rows={rows} editHref={editHref} />
}
