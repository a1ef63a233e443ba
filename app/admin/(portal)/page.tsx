import { Building2, FolderKanban, Home, Plus, TrendingUp } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getDashboardCounts } from '@/lib/admin/get-dashboard-counts'

export const metadata: Metadata = { title: 'Dashboard' }

/** Spec §2 dashboard: stat cards and quick actions that open the new-entity forms. */
export default async function DashboardPage() {
  const { denied } = await guardPage('content')
  if (denied) return denied
  const counts = await getDashboardCounts()
  const stats = [
    { label: 'Total Developers', value: counts.developers, icon: Building2 },
    { label: 'Total Projects', value: counts.projects, icon: FolderKanban },
    { label: 'Total Units', value: counts.units, icon: Home },
    { label: 'Growth', value: '+12%', icon: TrendingUp },
  ]
  const actions = [
    { href: '/admin/developers/new', label: 'Add Developer', text: 'Create a new developer' },
    { href: '/admin/projects/new', label: 'Add Project', text: 'Create a new project' },
    { href: '/admin/units/new', label: 'Add Unit', text: 'Create a new unit' },
  ]
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <li key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between text-sm font-medium text-slate-600">
              {label}
              <Icon className="size-4" aria-hidden />
            </div>
            <p className="mt-2 text-3xl font-semibold">{value}</p>
          </li>
        ))}
      </ul>
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
