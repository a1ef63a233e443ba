import type { Metadata } from 'next'
import Link from 'next/link'
import { guardPage } from '@/components/admin/guard/guard-page'
import { FunnelBars } from '@/components/admin/lead-report/funnel-bars'
import { HourChart } from '@/components/admin/lead-report/hour-chart'
import { MoneyTable } from '@/components/admin/lead-report/money-table'
import { RepTable } from '@/components/admin/lead-report/rep-table'
import { ReportRangeForm } from '@/components/admin/lead-report/report-range-form'
import { SpeedSummary } from '@/components/admin/lead-report/speed-summary'
import { SpendTable } from '@/components/admin/lead-report/spend-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairoDate } from '@/lib/i18n/business-time'
import { DEFAULT_FILTERS, leadsHref } from '@/lib/lead-inbox/lead-filters'
import { readSpeedReport } from '@/lib/lead-report/read-speed-report'
import { parseReportRange, rangeDays } from '@/lib/lead-report/report-range'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('report.title') }
}

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'

type ReportPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 20 §5: the manager's speed-to-lead and money report over a range of Cairo days. */
export default async function LeadReportPage({ searchParams }: ReportPageProps) {
  const { viewer, denied } = await guardPage('teamLeads')
  if (!viewer) return denied
  const params = await searchParams
  const now = new Date()
  const range = parseReportRange(params, now)
  const [report, t, locale] = await Promise.all([
    readSpeedReport({ viewer, range, now }),
    getAdminTranslations(),
    getAdminLocale(),
  ])
  // "1 Jun 2032 – 30 Jun 2032 (30 days)": Cairo days, named at their noon.
  const day = (text: string) => formatCairoDate(new Date(`${text}T12:00:00Z`), locale)
  const rangeText = t('report.range', {
    span:
      range.from === range.to
        ? day(range.from)
        : t('report.span', { from: day(range.from), to: day(range.to) }),
    days: rangeDays(range),
  })
  // The inbox, filtered to the same days (its from/to are Cairo days too).
  const inbox = { ...DEFAULT_FILTERS, ...range }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('report.title')}</h1>
        <Link
          href={leadsHref(inbox)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
        >
          {t('report.inInbox')}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t('report.intro', { range: rangeText })}</p>
      <ReportRangeForm range={range} now={now} />

      <section aria-labelledby="report-speed" className="space-y-3">
        <h2 id="report-speed" className="text-lg font-semibold">
          {t('report.speed')}
        </h2>
        <SpeedSummary totals={report.totals} />
        <p className="text-xs text-slate-600">{t('report.speedNote')}</p>
      </section>

      <section aria-labelledby="report-reps" className="space-y-3">
        <h2 id="report-reps" className="text-lg font-semibold">
          {t('report.perRep')}
        </h2>
        <RepTable reps={report.reps} range={range} />
      </section>

      <section aria-labelledby="report-hours" className={card}>
        <h2 id="report-hours" className="mb-3 text-lg font-semibold">
          {t('report.perHour')}
        </h2>
        <HourChart hours={report.hours} />
      </section>

      <section aria-labelledby="report-funnel" className={card}>
        <h2 id="report-funnel" className="mb-3 text-lg font-semibold">
          {t('report.funnel')}
        </h2>
        <FunnelBars totals={report.totals} />
      </section>

      <section aria-labelledby="report-money" className="space-y-3">
        <h2 id="report-money" className="text-lg font-semibold">
          {t('report.money')}
        </h2>
        <p className="text-xs text-slate-600">{t('report.moneyNote')}</p>
        <MoneyTable
          id="report-projects"
          caption={t('report.byProject')}
          groupHeader={t('common.fields.projectId')}
          rows={report.byProject}
          noneLabel={t('report.consultationNoProject')}
          hrefOf={(row) => (row.key ? leadsHref(inbox, { project: row.key }) : null)}
        />
        <MoneyTable
          id="report-sources"
          caption={t('report.bySource')}
          groupHeader="utm_source"
          rows={report.bySource}
          hrefOf={(row) => (row.key ? leadsHref(inbox, { utmSource: row.key }) : null)}
        />
        <MoneyTable
          id="report-campaigns"
          caption={t('report.byCampaign')}
          groupHeader="utm_campaign"
          rows={report.byCampaign}
          hrefOf={() => null}
        />
      </section>

      <section aria-labelledby="report-spend" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="report-spend" className="text-lg font-semibold">
            {t('report.spend.heading')}
          </h2>
          <Link
            href="/admin/leads/ad-spend"
            className="inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
          >
            {t('report.spend.manage')}
          </Link>
        </div>
        <p className="text-xs text-slate-600">{t('report.spend.note')}</p>
        <SpendTable
          id="report-spend-platforms"
          caption={t('report.spend.byPlatform')}
          groupHeader={t('common.fields.adPlatform')}
          rows={report.spend.byPlatform}
          labelOf={(row) => t(`report.adSpend.platforms.${row.platform}`)}
          total={report.spend.total}
        />
        <SpendTable
          id="report-spend-campaigns"
          caption={t('report.spend.byCampaign')}
          groupHeader={t('report.spend.campaign')}
          rows={report.spend.byCampaign}
          labelOf={(row) => `${row.label} · ${t(`report.adSpend.platforms.${row.platform}`)}`}
        />
        {report.spend.unmatchedLeads > 0 ? (
          <p className="text-xs text-slate-600">
            {t('report.spend.unmatched', { count: report.spend.unmatchedLeads })}
          </p>
        ) : null}
      </section>
    </div>
  )
}
