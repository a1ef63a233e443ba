import Form from 'next/form'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { lastDays, QUICK_DAYS, reportHref, type ReportRange } from '@/lib/lead-report/report-range'

/**
 * The report's days as a GET form: the range lives in the address, so a report can be shared
 * and Back returns to the previous one. The key re-mounts it when the address changes (a quick
 * link), so the fields show the range applied.
 */
export function ReportRangeForm({ range, now }: { range: ReportRange; now: Date }) {
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
        aria-label="Report dates"
        className="flex flex-wrap items-end gap-3"
      >
        {field('from', 'From')}
        {field('to', 'To')}
        <button type="submit" className={`${buttonClass()} min-h-11`}>
          Show report
        </button>
      </Form>
      <nav aria-label="Quick ranges">
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
                  Last {days} days
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
