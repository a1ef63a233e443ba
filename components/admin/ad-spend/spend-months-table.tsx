import { FigureCell, ReportTable, RowHeader } from '@/components/admin/lead-report/report-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { SpendMonth } from '@/lib/ad-spend/list-spend-months'
import { formatCairo } from '@/lib/i18n/business-time'

/** Ad spend › the months recorded, per platform: imported days, typed figures, spend. */
export async function SpendMonthsTable({ months }: { months: SpendMonth[] }) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const egp = (piastres: number) =>
    t('report.egp', { value: Math.round(piastres / 100).toLocaleString('en') })
  return (
    <ReportTable
      id="ad-spend-months"
      caption={t('report.adSpend.months.caption')}
      showCaption={false}
      empty={t('report.adSpend.months.empty')}
      columns={[
        { header: t('report.adSpend.months.month') },
        { header: t('common.fields.adPlatform') },
        { header: t('report.adSpend.months.importedDays'), numeric: true },
        { header: t('report.adSpend.months.typed'), numeric: true },
        { header: t('report.adSpend.months.campaigns'), numeric: true },
        { header: t('report.adSpend.months.spend'), numeric: true },
        { header: t('report.adSpend.months.lastChange') },
      ]}
    >
      {months.map((row) => (
        <tr key={`${row.month}-${row.platform}`}>
          <RowHeader label={row.month} href={null} />
          <td className="px-3 py-2">{t(`report.adSpend.platforms.${row.platform}`)}</td>
          <FigureCell>{row.importedDays.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.typedCampaigns.toLocaleString('en')}</FigureCell>
          <FigureCell>{row.campaigns.toLocaleString('en')}</FigureCell>
          <FigureCell>{egp(row.costPiastres)}</FigureCell>
          <td className="px-3 py-2 whitespace-nowrap">{formatCairo(row.lastChange, locale)}</td>
        </tr>
      ))}
    </ReportTable>
  )
}
