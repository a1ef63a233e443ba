import { Building2, FolderKanban, Home, Plus, TrendingUp } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { BarList } from '@/components/admin/dashboard/bar-list'
import { LeadsPerDayChart } from '@/components/admin/dashboard/leads-per-day-chart'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getDashboardCounts } from '@/lib/admin/get-dashboard-counts'
import { durationText, growthText, shareText } from '@/lib/lead-inbox/format-figures'
import { getLeadDashboard } from '@/lib/lead-inbox/get-lead-dashboard'

export const metadata: Metadata = { title: 'Dashboard' }

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'

/** Spec §2 dashboard with every figure real, the lead figures, and the quick actions. */
export default async function DashboardPage() {
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const [counts, leads] = await Promise.all([
    getDashboardCounts({ viewer }),
    getLeadDashboard({ viewer }),
  ])
  const stats = [
    { label: 'Total Developers', value: counts.developers.toLocaleString('en'), icon: Building2 },
    { label: 'Total Projects', value: counts.projects.toLocaleString('en'), icon: FolderKanban },
    { label: 'Total Units', value: counts.units.toLocaleString('en'), icon: Home },
    {
      label: 'Growth',
      value: growthText(leads.last30, leads.previous30),
      icon: TrendingUp,
      note: `${leads.last30.toLocaleString('en')} leads in the last 30 days, ${leads.previous30.toLocaleString('en')} in the 30 before`,
    },
  ]
  const actions = [
    { href: '/admin/developers/new', label: 'Add Developer', text: 'Create a new developer' },
    { href: '/admin/projects/new', label: 'Add Project', text: 'Create a new project' },
    { href: '/admin/units/new', label: 'Add Unit', text: 'Create a new unit' },
  ]
  const { funnel } = leads
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map(({ label, value, icon: Icon, note }) => (
          <li key={label} className={card}>
            <div className="flex items-center justify-between text-sm font-medium text-slate-600">
              {label}
              <Icon className="size-4" aria-hidden />
            </div>
            <p className="mt-2 text-3xl font-semibold">{value}</p>
            {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="dashboard-leads" className="space-y-4">
        <h2 id="dashboard-leads" className="text-lg font-semibold">
          Leads, last 30 days
        </h2>
        <div className={card}>
          <h3 className="mb-3 text-sm font-semibold text-slate-700">Leads per day</h3>
          <LeadsPerDayChart days={leads.perDay} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">By project</h3>
            <BarList
              items={leads.byProject.map((p) => ({ label: p.label, value: p.leads }))}
              empty="No leads yet."
            />
          </div>
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">By source</h3>
            <BarList
              items={leads.bySource.map((s) => ({ label: s.label, value: s.leads }))}
              empty="No leads yet."
            />
          </div>
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">Funnel</h3>
            <BarList
              items={[
                { label: 'Step 1 (contact details)', value: funnel.step1 },
                {
                  label: 'Step 2 (details completed)',
                  value: funnel.step2,
                  note: shareText(funnel.step2, funnel.step1),
                },
                {
                  label: 'Qualified',
                  value: funnel.qualified,
                  note: shareText(funnel.qualified, funnel.step1),
                },
                { label: 'Won', value: funnel.won, note: shareText(funnel.won, funnel.step1) },
              ]}
              empty="No leads yet."
            />
          </div>
          <div className={card}>
            <h3 className="text-sm font-semibold text-slate-700">Median time to first contact</h3>
            <p className="mt-2 text-3xl font-semibold">
              {durationText(leads.medianMinutesToContact)}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              From arrival to leaving New, of the last 30 days’ leads that were contacted.
            </p>
            <Link
              href="/admin/leads?status=new"
              className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
            >
              Open the New leads
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          Quick Actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {actions.map(({ href, label, text }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal"
              >
                <Plus className="size-5 text-teal" aria-hidden />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
