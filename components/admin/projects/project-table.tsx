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
import { projectTabs } from './project-fields'
import { Badge } from '@/components/ui/badge'
import { deleteProject } from '@/lib/admin/projects/project-actions'
import type { ProjectRow } from '@/lib/admin/projects/list-projects'
import { RecordName, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'

type Listed = ProjectRow & { gaps?: BilingualGaps }

const developerState = (t: ServerT, hides: NonNullable<ProjectRow['developerHides']>) =>
  hides === 'deleted' ? t('content.projects.inTrash') : t(`table.statuses.${hides}`)

const editHref = (row: Listed) => `/admin/projects/${row.id}`

const columns = (t: ServerT, reading: NameReading): Column<Listed>[] => [
  logoColumn(t),
  editLinkColumn(
    t('common.fields.title'),
    (row) => row.title ?? t('content.projects.untitled'),
    editHref,
    reading,
  ),
  languagesColumn(t, projectTabs(t as unknown as AdminT, [], [])),
  {
    header: t('common.fields.developerId'),
    cell: (row) =>
      row.developerName ? (
        <RecordName text={row.developerName} {...reading} />
      ) : (
        t('content.projects.unknownDeveloper')
      ),
  },
  slugColumn(t),
  {
    header: t('common.fields.status'),
    cell: (row) =>
      row.status === 'published' && row.developerHides ? (
        // Saved as published, yet not on the site: say so where the status is read.
        <Badge tone="outline">
          {t('content.projects.hiddenStatus', {
            state: developerState(t, row.developerHides),
          })}
        </Badge>
      ) : (
        <Badge tone={statusTone(row.status)}>{t(`table.statuses.${row.status}`)}</Badge>
      ),
  },
  {
    header: t('common.fields.isActive'),
    cell: (row) => (row.isActive ? t('common.yes') : t('common.no')),
  },
  { header: t('content.projects.columns.order'), cell: (row) => row.sortOrder },
  actionsColumn(t, {
    label: (row) => row.title ?? row.slug,
    editHref,
    remove: deleteProject,
    messages: {
      success: { title: t('content.projects.success'), description: t('content.projects.deleted') },
      failureTitle: t('common.error'),
    },
  }),
]

export const { headers: projectHeaders, Table: ProjectTable } = contentTable(
  'projects',
  columns,
  editHref,
)
