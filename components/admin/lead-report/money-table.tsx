import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { MoneyRow } from '@/lib/lead-report/read-money-figures'
import { FigureCell, ReportTable, RowHeader } from './report-table'

const FIGURES = [
  'common.sections.leads',
  'common.stages.contacted',
  'common.stages.qualified',
  'common.stages.viewing',
  'common.stages.won',
  'report.figures.wonValue',
] as const

/**
 * One grouping of the money figures (a project, a utm value), the top earners; `hrefOf`
 * links a row to its leads in the inbox where the inbox can filter on it.
 */
export async function MoneyTable(props: {
  id: string
  caption: string
  groupHeader: string
  rows: MoneyRow[]
  hrefOf: (row: MoneyRow) => string | null
  /** What a row without a value is called ("(none)"; by project: consultations). */
  noneLabel?: string
}) {
  const t = await getAdminTranslations()
  const figureColumns = FIGURES.map((key) => ({
    header: t(key),
    numeric: true,
  }))
  return (
    <ReportTable
      id={props.id}
      caption={props.caption}
      columns={[{ header: props.groupHeader }, ...figureColumns]}
      empty={t('report.empty')}
    >
      {props.rows.map((row) => (
        <tr key={row.key ?? '(none)'}>
          <RowHeader
            // A project without an English title still has a key; no key is no value at all.
            label={
              row.label ??
              (row.key
                ? t('report.moneyTable.untitled')
                : (props.noneLabel ?? t('report.moneyTable.none')))
            }
            href={props.hrefOf(row)}
          />
          <FigureCell>{row.leads.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.contacted.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.qualified.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.viewing.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.won.toLocaleString('en')}</FigureCell>
          <FigureCell>{t('report.egp', { value: row.wonValue.toLocaleString('en') })}</FigureCell>
        </tr>
      ))}
    </ReportTable>
  )
}
