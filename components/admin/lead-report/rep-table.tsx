import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { durationParts, shareText } from '@/lib/lead-inbox/format-figures'
import { DEFAULT_FILTERS, leadsHref } from '@/lib/lead-inbox/lead-filters'
import type { RepFigures } from '@/lib/lead-report/read-rep-figures'
import type { ReportRange } from '@/lib/lead-report/report-range'
import { FigureCell, ReportTable, RowHeader } from './report-table'

const FIGURES = [
  'common.sections.leads',
  'report.figures.median',
  'report.figures.p90',
  'report.figures.withinTarget',
  'common.stages.contacted',
  'common.stages.qualified',
  'common.stages.viewing',
  'common.stages.won',
  'report.figures.wonValue',
] as const

/** Speed and funnel per rep; each name opens the rep's leads of the range in the inbox. */
export async function RepTable({ reps, range }: { reps: RepFigures[]; range: ReportRange }) {
  const t = await getAdminTranslations()
  const columns = [
    { header: t('report.reps.rep') },
    ...FIGURES.map((key) => ({ header: t(key), numeric: true })),
  ]
  const duration = (minutes: number | null) => t('leads.duration', durationParts(minutes))
  return (
    <ReportTable
      id="report-reps"
      caption={t('report.reps.caption')}
      showCaption={false}
      columns={columns}
      empty={t('report.empty')}
    >
      {reps.map((rep) => (
        <tr key={rep.assigneeId ?? 'unassigned'}>
          <RowHeader
            label={rep.assigneeId ? (rep.name ?? t('report.reps.unnamed')) : t('common.unassigned')}
            href={leadsHref(
              { ...DEFAULT_FILTERS, ...range },
              { assignee: rep.assigneeId ?? 'unassigned' },
            )}
          />
          <FigureCell>{rep.leads.toLocaleString('en')}</FigureCell>
          <FigureCell>{duration(rep.medianMinutes)}</FigureCell>
          <FigureCell>{duration(rep.p90Minutes)}</FigureCell>
          <FigureCell>{shareText(rep.withinTarget, rep.withTarget)}</FigureCell>
          <FigureCell>{rep.contacted.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.qualified.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.viewing.toLocaleString('en')}</FigureCell>
          <FigureCell>{rep.won.toLocaleString('en')}</FigureCell>
          <FigureCell>{t('report.egp', { value: rep.wonValue.toLocaleString('en') })}</FigureCell>
        </tr>
      ))}
    </ReportTable>
  )
}
