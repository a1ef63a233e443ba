import Link from 'next/link'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { cairoDay } from '@/lib/i18n/business-time'
import { leadsHref, type LeadFilters, type LeadDueView } from '@/lib/lead-inbox/lead-filters'
import { MailMyDayButton } from './mail-my-day-button'

const VIEWS: { due: LeadDueView | null; label: 'all' | 'today' | 'overdue' }[] = [
  { due: null, label: 'all' },
  { due: 'today', label: 'today' },
  { due: 'overdue', label: 'overdue' },
]

/**
 * The follow-up views: next actions due today, and everything late (next actions past their
 * time, New leads past the response target). Combine with "Assignee: me" for one's own day.
 */
export async function FollowUpViews({ filters }: { filters: LeadFilters }) {
  const t = await getAdminTranslations()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label={t('leads.followUp.label')}>
        <ul className="flex flex-wrap gap-1">
          {VIEWS.map(({ due, label }) => {
            const current = filters.due === due
            return (
              <li key={label}>
                <Link
                  href={leadsHref(filters, { due, page: 1 })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium md:min-h-8 ${current ? 'bg-teal text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
                >
                  {t(`leads.followUp.${label}`)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {filters.due === 'today' ? <MailMyDayButton day={cairoDay(new Date())} /> : null}
    </div>
  )
}
