import { AdminTable, type Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { AdminT } from '../forms/admin-t'
import { projectTabs } from './project-fields'
import { EntityLogo } from '@/components/admin/entity-logo'
import { Badge } from '@/components/ui/badge'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { deleteProject } from '@/lib/admin/projects/project-actions'
import type { ProjectRow } from '@/lib/admin/projects/list-projects'
import { nameReading, RecordName, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'

type Listed = ProjectRow & { gaps?: BilingualGaps }

const developerState = (t: ServerT, hides: NonNullable<ProjectRow['developerHides']>) =>
  hides === 'deleted' ? t('content.projects.inTrash') : t(`table.statuses.${hides}`)

const editHref = (row: Listed) => `/admin/projects/${row.id}`

const columns = (t: ServerT, reading: NameReading): Column<Listed>[] => [
  {
    header: t('common.fields.logoMediaId'),
    cell: (row) => <EntityLogo src={row.logoUrl} alt="" />,
  },
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

export const projectHeaders = (t: ServerT) => columns(t, nameReading('en', t)).map((c) => c.header)

export async function ProjectTable({ rows }: { rows: Listed[] }) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  return (
    <AdminTable
      caption={t('common.sections.projects')}
      columns={columns(t, nameReading(locale, t))}
      rows={rows}
      editHref={editHref}
    />
  )
}
