import type { Metadata } from 'next'
import Link from 'next/link'
import { guardPage } from '@/components/admin/guard/guard-page'
import { FunnelBars } from '@/components/admin/lead-report/funnel-bars'
import { HourChart } from '@/components/admin/lead-report/hour-chart'
import { MoneyTable } from '@/components/admin/lead-report/money-table'
import { RepTable } from '@/components/admin/lead-report/rep-table'
import { ReportRangeForm } from '@/components/admin/lead-report/report-range-form'
import { SpeedSummary } from '@/components/admin/lead-report/speed-summary'
import { DEFAULT_FILTERS, leadsHref } from '@/lib/lead-inbox/lead-filters'
import { getSpeedReport } from '@/lib/lead-report/get-speed-report'
import { parseReportRange } from '@/lib/lead-report/report-range'
import { rangeText } from '@/lib/lead-report/report-text'

export const metadata: Metadata = { title: 'Lead report' }

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'

type ReportPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 20 §5: the manager's speed-to-lead and money report over a range of Cairo days. */
export default async function LeadReportPage({ searchParams }: ReportPageProps) {
  const { viewer, denied } = await guardPage('leads')
  if (!viewer) return denied
  const params = await searchParams
  const now = new Date()
  const range = parseReportRange(params, now)
  const report = await getSpeedReport({ viewer, range, now })
  // The inbox, filtered to the same days (its from/to are Cairo days too).
  const inbox = { ...DEFAULT_FILTERS, ...range }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Lead report</h1>
        <Link
          href={leadsHref(inbox)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
        >
          These leads in the inbox
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Leads received {rangeText(range)}, Cairo time. Stages and deals count for the leads of these
        days, whenever they happened.
      </p>
      <ReportRangeForm range={range} now={now} />

      <section aria-labelledby="report-speed" className="space-y-3">
        <h2 id="report-speed" className="text-lg font-semibold">
          Speed to lead
        </h2>
        <SpeedSummary totals={report.totals} />
        <p className="text-xs text-slate-600">
          First response: the first Call or WhatsApp logged on the lead. Within target: answered by
          the time it was due (working hours), of the leads given a target.
        </p>
      </section>

      <section aria-labelledby="report-reps" className="space-y-3">
        <h2 id="report-reps" className="text-lg font-semibold">
          Per rep
        </h2>
        <RepTable reps={report.reps} range={range} />
      </section>

      <section aria-labelledby="report-hours" className={card}>
        <h2 id="report-hours" className="mb-3 text-lg font-semibold">
          Per hour of the day
        </h2>
        <HourChart hours={report.hours} />
      </section>

      <section aria-labelledby="report-funnel" className={card}>
        <h2 id="report-funnel" className="mb-3 text-lg font-semibold">
          Funnel
        </h2>
        <FunnelBars totals={report.totals} />
      </section>

      <section aria-labelledby="report-money" className="space-y-3">
        <h2 id="report-money" className="text-lg font-semibold">
          Money
        </h2>
        <p className="text-xs text-slate-600">
          The ten best earners of each: won value, then deals won, then leads.
        </p>
        <MoneyTable
          id="report-projects"
          caption="By project"
          groupHeader="Project"
          rows={report.byProject}
          noneLabel="Consultation (no project)"
          hrefOf={(row) => (row.key ? leadsHref(inbox, { project: row.key }) : null)}
        />
        <MoneyTable
          id="report-sources"
          caption="By utm_source"
          groupHeader="utm_source"
          rows={report.bySource}
          hrefOf={(row) => (row.key ? leadsHref(inbox, { utmSource: row.key }) : null)}
        />
        <MoneyTable
          id="report-campaigns"
          caption="By utm_campaign"
          groupHeader="utm_campaign"
          rows={report.byCampaign}
          hrefOf={() => null}
        />
      </section>
    </div>
  )
}
