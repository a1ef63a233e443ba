import { BarList } from '@/components/admin/dashboard/bar-list'
import { shareText } from '@/lib/lead-inbox/format-figures'
import type { ReportTotals } from '@/lib/lead-report/read-report-totals'
import { egpText } from '@/lib/lead-report/report-text'

/** Leads → Contacted → Qualified → Viewing → Won, each as a share of the leads. */
export function FunnelBars({ totals }: { totals: ReportTotals }) {
  const step = (label: string, value: number) => ({
    label,
    value,
    note: shareText(value, totals.leads),
  })
  return (
    <div className="space-y-3">
      <BarList
        items={[
          { label: 'Leads', value: totals.leads },
          step('Contacted', totals.contacted),
          step('Qualified', totals.qualified),
          step('Viewing', totals.viewing),
          step('Won', totals.won),
        ]}
        empty="No leads in these days."
      />
      <p className="text-sm">
        Won value: <span className="font-semibold tabular-nums">{egpText(totals.wonValue)}</span>
      </p>
    </div>
  )
}
