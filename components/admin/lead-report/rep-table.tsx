import { durationText, shareText } from '@/lib/lead-inbox/format-figures'
import { DEFAULT_FILTERS, leadsHref } from '@/lib/lead-inbox/lead-filters'
import type { RepFigures } from '@/lib/lead-report/read-rep-figures'
import type { ReportRange } from '@/lib/lead-report/report-range'
import { egpText } from '@/lib/lead-report/report-text'
import { FigureCell, ReportTable, RowHeader } from './report-table'

const columns = [
  { header: 'Rep' },
  ...[
    'Leads',
    'Median first response',
    '90th percentile',
    'Within target',
    'Contacted',
    'Qualified',
    'Viewing',
    'Won',
    'Won value',
  ].map((header) => ({ header, numeric: true })),
]

/** Speed and funnel per rep; each name opens the rep's leads of the range in the inbox. */
export function RepTable({ reps, range }: { reps: RepFigures[]; range: ReportRange }) {
  return (
    <ReportTable
      id="report-reps"
      caption="Speed and funnel per rep"
      showCaption={false}
      columns={columns}
      empty="No leads in these days."
    >
      {reps.map((rep) => (
        <tr key={rep.assigneeId ?? 'unassigned'}>
          <RowHeader
            label={rep.assigneeId ? (rep.name ?? 'Unnamed') : 'Unassigned'}
            href={leadsHref(
              { ...DEFAULT_FILTERS, ...range },
              { assignee: rep.assigneeId ?? 'unassigned' },
            )}
          />
          <FigureCell>{rep.leads.toLocaleString('en')}</FigureCell>
          <FigureCell>{durationText(rep.medianMinutes)}</FigureCell>
          <FigureCell>{durationText(rep.p90Minutes)}</FigureCell>
          <FigureCell>{shareText(rep.withinTarget, rep.withTarget)}</FigureCell>
          <FigureCell>{rep.contacted.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.qualified.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.viewing.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.won.toLocaleString('en')}</FigureCell>
          <FigureCell>{egpText(rep.wonValue)}</FigureCell>
        </tr>
      ))}
    </ReportTable>
  )
}
