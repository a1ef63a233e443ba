import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { durationParts, shareText } from '@/lib/lead-inbox/format-figures'
import type { ReportTotals } from '@/lib/lead-report/read-report-totals'

/** The range's speed to lead at a glance: six figures, two to a row on a phone. */
export async function SpeedSummary({ totals }: { totals: ReportTotals }) {
  const t = await getAdminTranslations()
  const duration = (minutes: number | null) => t('leads.duration', durationParts(minutes))
  const figures = [
    { label: t('common.sections.leads'), value: totals.leads.toLocaleString('en') },
    {
      label: t('report.figures.answered'),
      value: totals.answered.toLocaleString('en'),
      note: t('report.figures.answeredNote', {
        share: shareText(totals.answered, totals.leads),
      }),
    },
    { label: t('report.figures.median'), value: duration(totals.medianMinutes) },
    {
      label: t('report.figures.p90'),
      value: duration(totals.p90Minutes),
      note: t('report.figures.p90Note'),
    },
    {
      label: t('report.figures.withinTarget'),
      value: shareText(totals.withinTarget, totals.withTarget),
      note: t('report.figures.withinTargetNote', {
        within: totals.withinTarget.toLocaleString('en'),
        total: totals.withTarget.toLocaleString('en'),
      }),
    },
    {
      label: t('report.figures.waitingNew'),
      value: totals.waitingNew.toLocaleString('en'),
      note: t('report.figures.waitingNote'),
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
