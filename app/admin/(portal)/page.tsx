import { Building2, FolderKanban, Home, Plus, TrendingUp } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { BarList } from '@/components/admin/dashboard/bar-list'
import { LeadsPerDayChart } from '@/components/admin/dashboard/leads-per-day-chart'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { readDashboardCounts } from '@/lib/admin/read-dashboard-counts'
import { getViewer } from '@/lib/auth/get-viewer'
import { can } from '@/lib/auth/permissions'
import { durationParts, growthText, shareText } from '@/lib/lead-inbox/format-figures'
import { readLeadDashboard } from '@/lib/lead-inbox/read-lead-dashboard'
import { readMonthSpend } from '@/lib/lead-report/read-month-spend'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.dashboard') }
}

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'

/** Spec §2 dashboard with every figure real, the lead figures, and the quick actions. */
export default async function DashboardPage() {
  // A sales rep's home is their leads (sign-in lands here).
  const signedIn = await getViewer()
  if (signedIn && !can(signedIn.role, 'content') && can(signedIn.role, 'leads'))
    redirect('/admin/leads')
  const { viewer, denied } = await guardPage('content')
  if (!viewer) return denied
  const [counts, leads, spend, t, locale] = await Promise.all([
    readDashboardCounts({ viewer }),
    readLeadDashboard({ viewer }),
    readMonthSpend({ viewer }),
    getAdminTranslations(),
    getAdminLocale(),
  ])
  // The lead figures' fixed labels (read-lead-dashboard words them in English).
  const fixedLabels: Record<string, string> = {
    'Consultation (no project)': t('dashboard.consultationNoProject'),
    'Google Ads click': t('dashboard.googleAdsClick'),
    Direct: t('dashboard.direct'),
  }
  const labelOf = (label: string) => fixedLabels[label] ?? label
  const stats = [
    {
      label: t('dashboard.totalDevelopers'),
      value: counts.developers.toLocaleString('en'),
      icon: Building2,
    },
    {
      label: t('dashboard.totalProjects'),
      value: counts.projects.toLocaleString('en'),
      icon: FolderKanban,
    },
    { label: t('dashboard.totalUnits'), value: counts.units.toLocaleString('en'), icon: Home },
    {
      label: t('dashboard.growth'),
      value: growthText(leads.last30, leads.previous30) ?? t('dashboard.growthNew'),
      icon: TrendingUp,
      note: t('dashboard.growthNote', {
        last30: leads.last30.toLocaleString('en'),
        previous30: leads.previous30.toLocaleString('en'),
      }),
    },
  ]
  const actions = [
    {
      href: '/admin/developers/new',
      label: t('dashboard.addDeveloper'),
      text: t('dashboard.addDeveloperText'),
    },
    {
      href: '/admin/projects/new',
      label: t('dashboard.addProject'),
      text: t('dashboard.addProjectText'),
    },
    { href: '/admin/units/new', label: t('dashboard.addUnit'), text: t('dashboard.addUnitText') },
  ]
  const { funnel } = leads
  const egp = (piastres: number) =>
    t('report.egp', { value: Math.round(piastres / 100).toLocaleString('en') })
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t('common.sections.dashboard')}</h1>
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
          {t('dashboard.leadsHeading')}
        </h2>
        <div className={card}>
          <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('dashboard.perDay')}</h3>
          <LeadsPerDayChart days={leads.perDay} locale={locale} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">
              {t('dashboard.byProject')}
            </h3>
            <BarList
              items={leads.byProject.map((p) => ({ label: labelOf(p.label), value: p.leads }))}
              empty={t('dashboard.noLeads')}
            />
          </div>
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('dashboard.bySource')}</h3>
            <BarList
              items={leads.bySource.map((s) => ({ label: labelOf(s.label), value: s.leads }))}
              empty={t('dashboard.noLeads')}
            />
          </div>
          <div className={card}>
            <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('dashboard.funnel')}</h3>
            <BarList
              items={[
                { label: t('dashboard.step1'), value: funnel.step1 },
                {
                  label: t('dashboard.step2'),
                  value: funnel.step2,
                  note: shareText(funnel.step2, funnel.step1),
                },
                {
                  label: t('common.stages.qualified'),
                  value: funnel.qualified,
                  note: shareText(funnel.qualified, funnel.step1),
                },
                {
                  label: t('common.stages.won'),
                  value: funnel.won,
                  note: shareText(funnel.won, funnel.step1),
                },
              ]}
              empty={t('dashboard.noLeads')}
            />
          </div>
          <div className={card}>
            <h3 className="text-sm font-semibold text-slate-700">{t('dashboard.medianHeading')}</h3>
            <p className="mt-2 text-3xl font-semibold">
              {t('leads.duration', durationParts(leads.medianMinutesToResponse))}
            </p>
            <p className="mt-1 text-xs text-slate-600">{t('dashboard.medianNote')}</p>
            <Link
              href="/admin/leads?status=new"
              className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
            >
              {t('dashboard.openNew')}
            </Link>
          </div>
          <div className={card}>
            <h3 className="text-sm font-semibold text-slate-700">{t('dashboard.spendHeading')}</h3>
            <p className="mt-2 text-3xl font-semibold">{egp(spend.spendPiastres)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {spend.spendPiastres === 0
                ? t('dashboard.noSpend')
                : spend.leads
                  ? t('dashboard.spendNote', {
                      leads: spend.leads,
                      cpl: egp(spend.spendPiastres / spend.leads),
                    })
                  : t('dashboard.spendNoLeads')}
            </p>
            <Link
              href="/admin/leads/ad-spend"
              className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
            >
              {t('dashboard.spendLink')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          {t('dashboard.quickActions')}
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
