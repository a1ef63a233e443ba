import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { SpendReturnRow } from '@/lib/lead-report/read-spend-returns'
import { FigureCell, ReportTable, RowHeader } from './report-table'

/** Spend, leads, the stages with what each cost, won value and return on ad spend. */
export async function SpendTable(props: {
  id: string
  caption: string
  groupHeader: string
  rows: SpendReturnRow[]
  /** The row's name: a campaign's, or its platform in the portal's language. */
  labelOf: (row: SpendReturnRow) => string
  total?: Omit<SpendReturnRow, 'key' | 'platform' | 'label'>
}) {
  const t = await getAdminTranslations()
  const egp = (value: number) => t('report.egp', { value: Math.round(value).toLocaleString('en') })
  const none = t('report.spend.none')
  const per = (spend: number, count: number) => (count ? egp(spend / count) : none)
  const cells = (row: Omit<SpendReturnRow, 'key' | 'platform' | 'label'>) => {
    const spend = row.spendPiastres / 100
    return (
      <>
        <FigureCell>{egp(spend)}</FigureCell>
        <FigureCell>{row.leads.toLocaleString('en')}</FigureCell>
        <FigureCell>{per(spend, row.leads)}</FigureCell>
        <FigureCell>{row.qualified.toLocaleString('en')}</FigureCell>
        <FigureCell>{per(spend, row.qualified)}</FigureCell>
        <FigureCell>{row.viewing.toLocaleString('en')}</FigureCell>
        <FigureCell>{per(spend, row.viewing)}</FigureCell>
        <FigureCell>{row.won.toLocaleString('en')}</FigureCell>
        <FigureCell>{per(spend, row.won)}</FigureCell>
        <FigureCell>{egp(row.wonValue)}</FigureCell>
        <FigureCell>
          {spend > 0
            ? t('report.spend.roasValue', {
                value: (row.wonValue / spend).toLocaleString('en', { maximumFractionDigits: 1 }),
              })
            : none}
        </FigureCell>
      </>
    )
  }
  const headers = [
    'report.spend.spend',
    'common.sections.leads',
    'report.spend.perLead',
    'common.stages.qualified',
    'report.spend.perQualified',
    'common.stages.viewing',
    'report.spend.perViewing',
    'common.stages.won',
    'report.spend.perWon',
    'report.spend.wonValue',
    'report.spend.roas',
  ] as const
  const rows = props.rows.map((row) => (
    <tr key={`${row.platform}-${row.key}`}>
      <RowHeader label={props.labelOf(row)} href={null} />
      {cells(row)}
    </tr>
  ))
  if (props.total && props.rows.length)
    rows.push(
      <tr key="total" className="bg-slate-50 font-semibold">
        <RowHeader label={t('report.spend.total')} href={null} />
        {cells(props.total)}
      </tr>,
    )
  return (
    <ReportTable
      id={props.id}
      caption={props.caption}
      columns={[
        { header: props.groupHeader },
        ...headers.map((key) => ({ header: t(key), numeric: true })),
      ]}
      empty={t('report.spend.empty')}
    >
      {rows}
    </ReportTable>
  )
}
