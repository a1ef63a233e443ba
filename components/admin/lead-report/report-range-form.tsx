import Form from 'next/form'
import Link from 'next/link'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { lastDays, QUICK_DAYS, reportHref, type ReportRange } from '@/lib/lead-report/report-range'

/**
 * The report's days as a GET form: the range lives in the address, so a report can be shared
 * and Back returns to the previous one. The key re-mounts it when the address changes (a quick
 * link), so the fields show the range applied.
 */
export async function ReportRangeForm({ range, now }: { range: ReportRange; now: Date }) {
  const t = await getAdminTranslations()
  const field = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`report-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`report-${name}`}
        type="date"
        name={name}
        defaultValue={range[name]}
        className={`${controlClass} min-h-11 md:min-h-0`}
      />
    </div>
  )
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Form
        key={`${range.from}-${range.to}`}
        action="/admin/leads/report"
        aria-label={t('report.rangeForm.label')}
        className="flex flex-wrap items-end gap-3"
      >
        {field('from', t('report.rangeForm.from'))}
        {field('to', t('report.rangeForm.to'))}
        <button type="submit" className={`${buttonClass()} min-h-11`}>
          {t('report.rangeForm.show')}
        </button>
      </Form>
      <nav aria-label={t('report.rangeForm.quick')}>
        <ul className="flex flex-wrap gap-2">
          {QUICK_DAYS.map((days) => {
            const quick = lastDays(days, now)
            const current = quick.from === range.from && quick.to === range.to
            return (
              <li key={days}>
                <Link
                  href={reportHref(quick)}
                  aria-current={current ? 'true' : undefined}
                  className={`${buttonClass(current ? 'primary' : 'outline', 'sm')} min-h-11 md:min-h-8`}
                >
                  {t('report.rangeForm.lastDays', { days })}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
