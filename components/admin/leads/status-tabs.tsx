import Link from 'next/link'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { leadStatuses } from '@/lib/enums/lead-statuses'
import type { StatusCounts } from '@/lib/lead-inbox/count-leads-by-status'
import { leadsHref, type LeadFilters } from '@/lib/lead-inbox/lead-filters'

/** One tab per stage with how many leads it holds under the other filters. */
export async function StatusTabs(props: { filters: LeadFilters; counts: StatusCounts }) {
  const { filters, counts } = props
  const t = await getAdminTranslations()
  const tabs = [
    { status: null, label: t('leads.tabs.all'), count: counts.all },
    ...leadStatuses.map((status) => ({
      status,
      label: t(`common.stages.${status}`),
      count: counts[status],
    })),
  ]
  return (
    <nav aria-label={t('leads.tabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map(({ status, label, count }) => {
          const current = filters.status === status
          return (
            <li key={label}>
              <Link
                href={leadsHref(filters, { status, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium md:min-h-9 ${current ? 'bg-navy text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
              >
                {label}
                <span
                  className={`rounded-full px-2 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-slate-100'}`}
                >
                  {count.total.toLocaleString('en')}
                  {count.more ? '+' : ''}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** While the counts load. */
export async function StatusTabsLoading() {
  const t = await getAdminTranslations()
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('leads.tabs.counting')}
    </p>
  )
}
