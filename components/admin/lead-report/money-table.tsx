import type { MoneyRow } from '@/lib/lead-report/read-money-figures'
import { egpText } from '@/lib/lead-report/report-text'
import { FigureCell, ReportTable, RowHeader } from './report-table'

const figureColumns = ['Leads', 'Contacted', 'Qualified', 'Viewing', 'Won', 'Won value'].map(
  (header) => ({ header, numeric: true }),
)

/**
 * One grouping of the money figures (a project, a utm value), the top earners; `hrefOf`
 * links a row to its leads in the inbox where the inbox can filter on it.
 */
export function MoneyTable(props: {
  id: string
  caption: string
  groupHeader: string
  rows: MoneyRow[]
  hrefOf: (row: MoneyRow) => string | null
  /** What a row without a value is called ("(none)"; by project: consultations). */
  noneLabel?: string
}) {
  return (
    <ReportTable
      id={props.id}
      caption={props.caption}
      columns={[{ header: props.groupHeader }, ...figureColumns]}
      empty="No leads in these days."
    >
      {props.rows.map((row) => (
        <tr key={row.key ?? '(none)'}>
          <RowHeader
            // A project without an English title still has a key; no key is no value at all.
            label={row.label ?? (row.key ? 'Untitled project' : (props.noneLabel ?? '(none)'))}
            href={props.hrefOf(row)}
          />
          <FigureCell>{row.leads.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.contacted.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.qualified.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.viewing.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.won.toLocaleString('en')}</FigureCell>
          <FigureCell>{egpText(row.wonValue)}</FigureCell>
        </tr>
      ))}
    </ReportTable>
  )
}
