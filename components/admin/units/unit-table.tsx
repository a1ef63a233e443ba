import type { Column } from '@/components/admin/data-table/admin-table'
import {
  actionsColumn,
  editLinkColumn,
  languagesColumn,
} from '@/components/admin/data-table/columns'
import { contentTable } from '@/components/admin/data-table/content-table'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import type { AdminT } from '../forms/admin-t'
import { unitTabs } from './unit-fields'
import { Badge } from '@/components/ui/badge'
import { deleteUnit } from '@/lib/admin/units/unit-actions'
import type { UnitRow } from '@/lib/admin/units/list-units'
import { RecordName, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import { statusTone } from '../status-tone'
import { UnitThumbnail } from './unit-thumbnail'
import { unitTypeWord } from './unit-type-word'

type Listed = UnitRow & { gaps?: BilingualGaps }

const editHref = (row: Listed) => `/admin/units/${row.id}`

const columns = (t: ServerT, reading: NameReading): Column<Listed>[] => [
  {
    header: t('common.fields.imageMediaId'),
    cell: (row) => <UnitThumbnail src={row.imageUrl} noImage={t('content.units.noImage')} />,
  },
  editLinkColumn(
    t('common.fields.title'),
    (row) => row.title ?? t('content.untitled'),
    editHref,
    reading,
  ),
  languagesColumn(t, unitTabs(t as unknown as AdminT, [])),
  {
    header: t('common.fields.projectId'),
    cell: (row) =>
      row.projectTitle ? <RecordName text={row.projectTitle} {...reading} /> : t('common.unknown'),
  },
  { header: t('content.units.columns.type'), cell: (row) => unitTypeWord(t, row.unitType) },
  {
    header: t('content.units.columns.area'),
    cell: (row) =>
      row.areaSqm === null ? (
        '—'
      ) : (
        <span className="whitespace-nowrap">
          {t('content.units.area', { area: String(row.areaSqm) })}
        </span>
      ),
  },
  { header: t('common.fields.bedrooms'), cell: (row) => row.bedrooms ?? '—' },
  {
    header: t('common.fields.availabilityStatus'),
    cell: (row) => (
      <Badge tone={statusTone(row.availabilityStatus)}>
        {t(`table.statuses.${row.availabilityStatus}`)}
      </Badge>
    ),
  },
  {
    header: t('common.fields.status'),
    cell: (row) => <Badge tone={statusTone(row.status)}>{t(`table.statuses.${row.status}`)}</Badge>,
  },
  {
    header: t('common.fields.isActive'),
    cell: (row) => (row.isActive ? t('common.yes') : t('common.no')),
  },
  { header: t('content.units.columns.order'), cell: (row) => row.sortOrder },
  actionsColumn(t, {
    label: (row) => row.title ?? t('content.units.thisUnit'),
    editHref,
    remove: deleteUnit,
    messages: {
      success: { title: t('content.projects.success'), description: t('content.units.deleted') },
      failureTitle: t('common.error'),
    },
  }),
]

export const { headers: unitHeaders, Table: UnitTable } = contentTable('units', columns, editHref)
