import { durationText, shareText } from '@/lib/lead-inbox/format-figures'
import type { ReportTotals } from '@/lib/lead-report/read-report-totals'

/** The range's speed to lead at a glance: six figures, two to a row on a phone. */
export function SpeedSummary({ totals }: { totals: ReportTotals }) {
  const figures = [
    { label: 'Leads', value: totals.leads.toLocaleString('en') },
    {
      label: 'Answered',
      value: totals.answered.toLocaleString('en'),
      note: `${shareText(totals.answered, totals.leads)} had a Call or WhatsApp`,
    },
    { label: 'Median first response', value: durationText(totals.medianMinutes) },
    {
      label: '90th percentile',
      value: durationText(totals.p90Minutes),
      note: '9 in 10 answered within it',
    },
    {
      label: 'Within target',
      value: shareText(totals.withinTarget, totals.withTarget),
      note: `${totals.withinTarget.toLocaleString('en')} of ${totals.withTarget.toLocaleString('en')} with a target`,
    },
    {
      label: 'New, not answered',
      value: totals.waitingNew.toLocaleString('en'),
      note: 'Still waiting for a first response',
    },
  ]
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map(({ label, value, note }) => (
        <li
          key={label}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
          {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
        </li>
      ))}
    </ul>
  )
}
