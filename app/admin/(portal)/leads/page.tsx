import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { LoadingTable } from '@/components/admin/data-table/admin-table'
import { ResultCount } from '@/components/admin/data-table/list-header'
import { ListPagination } from '@/components/admin/data-table/list-pagination'
import { guardPage } from '@/components/admin/guard/guard-page'
import { FollowUpViews } from '@/components/admin/leads/follow-up-views'
import { ExportPanel } from '@/components/admin/leads/export-panel'
import { LeadFilterForm } from '@/components/admin/leads/lead-filter-form'
import { LeadTable } from '@/components/admin/leads/lead-table'
import { LiveLeads } from '@/components/admin/leads/live-leads'
import { StatusTabs, StatusTabsLoading } from '@/components/admin/leads/status-tabs'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { authorize } from '@/lib/auth/authorize'
import type { Viewer } from '@/lib/auth/get-viewer'
import { can } from '@/lib/auth/permissions'
import { countMyNewLeads } from '@/lib/lead-inbox/count-my-new-leads'
import { countLeadsByStatus } from '@/lib/lead-inbox/count-leads-by-status'
import { leadsHref, parseLeadFilters, type LeadFilters } from '@/lib/lead-inbox/lead-filters'
import { listLeads } from '@/lib/lead-inbox/list-leads'
import { listProjectChoices } from '@/lib/lead-inbox/list-project-choices'
import { listStaff } from '@/lib/lead-inbox/list-staff'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'

/** The tab title counts the New leads waiting for this person, kept current by LiveLeads. */
export async function generateMetadata(): Promise<Metadata> {
  const [gate, t] = await Promise.all([authorize('leads'), getAdminTranslations()])
  if (!gate.ok) return { title: t('common.sections.leads') }
  const waiting = await countMyNewLeads(gate.viewer)
  return {
    title: waiting ? t('leads.list.titleWaiting', { count: waiting }) : t('common.sections.leads'),
  }
}

type LeadsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The sales inbox: stage tabs with counts, search and filters in the address, paged rows. */
export default async function LeadsPage({ searchParams }: LeadsPageProps) {
  const { viewer, denied } = await guardPage('leads')
  if (!viewer) return denied
  const filters = parseLeadFilters(await searchParams)
  const [projects, staff, settings, t] = await Promise.all([
    listProjectChoices({ viewer }),
    listStaff({ viewer }),
    readLeadSettings(),
    getAdminTranslations(),
  ])
  const now = new Date()
  const key = JSON.stringify(filters)
  // A sales rep works their own leads: no colleagues to filter by, no team report.
  const team = can(viewer.role, 'teamLeads')
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('common.sections.leads')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {team ? (
            <Link
              href="/admin/leads/report"
              className="inline-flex min-h-11 items-center text-sm font-medium text-teal underline md:min-h-0"
            >
              {t('leads.list.report')}
            </Link>
          ) : null}
          <LiveLeads viewerId={viewer.userId} />
        </div>
      </div>
      <LeadFilterForm
        filters={filters}
        projects={projects.map((p) => ({
          value: p.id,
          label: p.deleted ? t('leads.list.projectDeleted', { title: p.title }) : p.title,
        }))}
        staff={team ? staff.map((s) => ({ value: s.id, label: s.name })) : []}
      />
      <FollowUpViews filters={filters} />
      <Suspense key={`tabs-${key}`} fallback={<StatusTabsLoading />}>
        <LeadTabs viewer={viewer} filters={filters} />
      </Suspense>
      <Suspense
        key={key}
        fallback={
          <LoadingTable
            caption={t('common.sections.leads')}
            headers={[t('leads.table.lead'), t('common.fields.stage'), t('leads.table.received')]}
          />
        }
      >
        <LeadResults viewer={viewer} filters={filters} now={now} />
      </Suspense>
      {can(viewer.role, 'administration') ? (
        <ExportPanel filters={filters} settings={settings} now={now} />
      ) : null}
    </div>
  )
}

async function LeadTabs({ viewer, filters }: { viewer: Viewer; filters: LeadFilters }) {
  return <StatusTabs filters={filters} counts={await countLeadsByStatus({ viewer, filters })} />
}

async function LeadResults({
  viewer,
  ...props
}: {
  viewer: Viewer
  filters: LeadFilters
  now: Date
}) {
  const { rows, total, more, page, pageCount } = await listLeads({ viewer, ...props })
  return (
    <>
      <ResultCount total={total} more={more} />
      <LeadTable
        rows={rows}
        me={{ id: viewer.userId, name: viewer.name, nameAr: viewer.nameAr }}
        {...props}
      />
      <ListPagination
        page={page}
        pageCount={pageCount}
        more={more}
        hrefFor={(target) => leadsHref(props.filters, { page: target })}
      />
    </>
  )
}
