import { BarList } from '@/components/admin/dashboard/bar-list'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { shareText } from '@/lib/lead-inbox/format-figures'
import type { ReportTotals } from '@/lib/lead-report/read-report-totals'

/** Leads → Contacted → Qualified → Viewing → Won, each as a share of the leads. */
export async function FunnelBars({ totals }: { totals: ReportTotals }) {
  const t = await getAdminTranslations()
  const step = (label: string, value: number) => ({
    label,
    value,
    note: shareText(value, totals.leads),
  })
  return (
    <div className="space-y-3">
      <BarList
        items={[
          { label: t('common.sections.leads'), value: totals.leads },
          step(t('common.stages.contacted'), totals.contacted),
          step(t('common.stages.qualified'), totals.qualified),
          step(t('common.stages.viewing'), totals.viewing),
          step(t('common.stages.won'), totals.won),
        ]}
        empty={t('report.empty')}
      />
      <p className="text-sm">
        {t('report.wonValue')}{' '}
        <span className="font-semibold tabular-nums">
          {t('report.egp', { value: totals.wonValue.toLocaleString('en') })}
        </span>
      </p>
    </div>
  )
}
