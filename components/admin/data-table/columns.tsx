import Link from 'next/link'
import { EntityLogo } from '@/components/admin/entity-logo'
import { CompletenessBadge } from '@/components/admin/forms/completeness-badge'
import type { TabConfig } from '@/components/admin/forms/field-config'
import { fieldLabels, gapTexts } from '@/components/admin/forms/gap-texts'
import type { FormAction } from '@/components/forms/use-action-form'
import type { BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { RecordName, type NameReading } from '../record-name'
import type { ServerT } from '../server-t'
import type { Column } from './admin-table'
import { RowActions, type DeleteMessages } from './row-actions'

/** The row's name as a link to its edit screen (the keyboard path to what a row click does). */
export function editLinkColumn<Row>(
  header: string,
  text: (row: Row) => string,
  editHref: (row: Row) => string,
  reading: NameReading,
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <Link href={editHref(row)} className="font-medium hover:underline">
        <RecordName text={text(row)} {...reading} />
      </Link>
    ),
  }
}

/** The actions menu column: Edit, and Delete (a server action posted the row's id). */
export function actionsColumn<Row extends { id: string }>(
  t: ServerT,
  options: {
    label: (row: Row) => string
    editHref: (row: Row) => string
    remove: FormAction<null>
    messages: DeleteMessages
  },
): Column<Row> {
  return {
    header: t('common.actions'),
    interactive: true,
    cell: (row) => (
      <RowActions
        label={options.label(row)}
        editHref={options.editHref(row)}
        id={row.id}
        remove={options.remove}
        messages={options.messages}
      />
    ),
  }
}

/**
 * Whether the row reads complete in English and Arabic (what each lacks, in its title, named by
 * the labels of the record's form: `tabs`).
 */
export function languagesColumn<Row extends { gaps?: BilingualGaps }>(
  t: ServerT,
  tabs: TabConfig[],
): Column<Row> {
  const labels = fieldLabels(tabs)
  const words = {
    rows: (label: string, have: number, of: number) =>
      t('forms.completeness.rows', { label, have, of }),
    captions: (label: string, count: number) => t('forms.completeness.captions', { label, count }),
  }
  return {
    header: t('table.languages'),
    cell: (row) =>
      row.gaps ? <CompletenessBadge gaps={gapTexts(row.gaps, labels, words)} compact /> : null,
  }
}

/** The record's logo thumbnail (developers, projects). */
export function logoColumn<Row extends { logoUrl: string | null }>(t: ServerT): Column<Row> {
  return {
    header: t('common.fields.logoMediaId'),
    cell: (row) => <EntityLogo src={row.logoUrl} alt="" />,
  }
}

/** The record's slug, as code (Latin letters, left to right in Arabic too). */
export function slugColumn<Row extends { slug: string }>(t: ServerT): Column<Row> {
  return {
    header: t('common.fields.slug'),
    cell: (row) => (
      <code className="text-xs" dir="ltr">
        {row.slug}
      </code>
    ),
  }
}
