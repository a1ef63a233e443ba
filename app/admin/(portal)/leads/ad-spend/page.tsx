import type { Metadata } from 'next'
import Link from 'next/link'
import { ImportSpendForm } from '@/components/admin/ad-spend/import-spend-form'
import { MonthlySpendForm } from '@/components/admin/ad-spend/monthly-spend-form'
import { SpendMonthsTable } from '@/components/admin/ad-spend/spend-months-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { listSpendMonths } from '@/lib/ad-spend/list-spend-months'
import { cairoDay } from '@/lib/i18n/business-time'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('report.adSpend.title') }
}

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'

/** Issue 37 §4: what the ads cost, imported from the platforms' reports or typed per month. */
export default async function AdSpendPage() {
  const { viewer, denied } = await guardPage('teamLeads')
  if (!viewer) return denied
  const [months, t] = await Promise.all([listSpendMonths({ viewer }), getAdminTranslations()])
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('report.adSpend.title')}</h1>
        <Link
          href="/admin/leads/report#report-spend"
          className="inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
        >
          {t('report.adSpend.toReport')}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t('report.adSpend.intro')}</p>
      <section aria-labelledby="ad-spend-import" className={card}>
        <h2 id="ad-spend-import" className="mb-3 text-lg font-semibold">
          {t('report.adSpend.import.heading')}
        </h2>
        <ImportSpendForm />
      </section>
      <section aria-labelledby="ad-spend-monthly" className={card}>
        <h2 id="ad-spend-monthly" className="mb-1 text-lg font-semibold">
          {t('report.adSpend.monthly.heading')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('report.adSpend.monthly.help')}</p>
        <MonthlySpendForm month={cairoDay(new Date()).slice(0, 7)} />
      </section>
      <section aria-labelledby="ad-spend-months" className="space-y-3">
        <h2 id="ad-spend-months" className="text-lg font-semibold">
          {t('report.adSpend.months.caption')}
        </h2>
        <SpendMonthsTable months={months} />
      </section>
    </div>
  )
}
